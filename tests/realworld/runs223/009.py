# Parity check: Flax/Optax port vs the PyTorch reference recipe (torch.optim.Adagrad(lr=0.01)).
# The reference optimizer below mirrors the torch.optim.Adagrad update rule so both runs can be compared
# step by step from identical weights and identical batches.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

D, FF, C, SEQ = 64, 256, 5, 16
LR = 0.01

class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm(epsilon=1e-5, name="ln1")(x)
        h = nn.Dense(FF, name="fc1")(h)
        h = nn.gelu(h, approximate=False)
        h = nn.Dense(D, name="fc2")(h)
        x = nn.LayerNorm(epsilon=1e-5, name="ln2")(x + h)
        return nn.Dense(C, name="head")(x.mean(axis=1))

def torch_adagrad(lr, eps=1e-10, initial_accumulator_value=0.0):
    """torch.optim.Adagrad: state_sum += g*g ; p -= lr * g / (sqrt(state_sum) + eps)"""
    def init(params):
        return jax.tree_util.tree_map(lambda p: jnp.full_like(p, initial_accumulator_value), params)
    def update(grads, state, params=None):
        state = jax.tree_util.tree_map(lambda s, g: s + g * g, state, grads)
        upd = jax.tree_util.tree_map(lambda g, s: -lr * g / (jnp.sqrt(s) + eps), grads, state)
        return upd, state
    return optax.GradientTransformation(init, update)

rng = np.random.default_rng(0)
def batch(bs=32):
    x = rng.normal(size=(bs, SEQ, D)).astype(np.float32)
    y = (x[:, :, :C].sum(axis=1).argmax(-1)).astype(np.int32)
    return x, y

model = Block()
params_port = model.init(jax.random.PRNGKey(0), jnp.ones((1, SEQ, D)))
params_ref = jax.tree_util.tree_map(lambda a: a.copy(), params_port)

def make_step(tx):
    @jax.jit
    def step(p, s, xb, yb):
        l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean())(p)
        u, s = tx.update(g, s, p)
        return optax.apply_updates(p, u), s, l
    return step

tx_ref = torch_adagrad(LR)
tx_port = optax.adagrad(LR)
step_ref, step_port = make_step(tx_ref), make_step(tx_port)
s_ref, s_port = tx_ref.init(params_ref), tx_port.init(params_port)
for it in range(301):
    xb, yb = batch()
    params_ref, s_ref, l_ref = step_ref(params_ref, s_ref, xb, yb)
    params_port, s_port, l_port = step_port(params_port, s_port, xb, yb)
    if it % 25 == 0:
        print(f"step {it:4d} loss_ref {float(l_ref):.5f} loss_port {float(l_port):.5f} "
              f"abs_diff {abs(float(l_port) - float(l_ref)):.5f}")
xe, ye = batch(1024)
acc_ref = float((model.apply(params_ref, xe).argmax(-1) == ye).mean())
acc_port = float((model.apply(params_port, xe).argmax(-1) == ye).mean())
print(f"final eval acc_ref {acc_ref:.4f} acc_port {acc_port:.4f}")
