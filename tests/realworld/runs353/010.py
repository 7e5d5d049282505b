# Gradient accumulation over micro-batches with lax.scan + Orbax save/restore of the final state
# (port of a torch loop doing loss.backward() per micro-batch and torch.save at the end).
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

IN, NCLS, MICRO, ACCUM, STEPS = 32, 6, 16, 4, 120
CKPT = os.path.abspath("ckpt_010")
rng = np.random.default_rng(2)
protos = rng.normal(size=(NCLS, IN)).astype(np.float32)

def get_batch(shape):
    y = rng.integers(0, NCLS, size=shape)
    x = protos[y] + rng.normal(size=shape + (IN,)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y, dtype=jnp.int32)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(NCLS)(x)

model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IN)))
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3, weight_decay=0.01))
opt_state = tx.init(params)

def loss_fn(p, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

@jax.jit
def train_step(params, opt_state, xs, ys):
    def micro_step(carry, batch):
        grad_acc, total_loss = carry
        loss, g = jax.value_and_grad(loss_fn)(params, *batch)
        grad_acc = jax.tree_util.tree_map(lambda a, b: a + b / ACCUM, grad_acc, g)
        return (grad_acc, total_loss + loss / ACCUM), None
    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    (grads, loss), _ = jax.lax.scan(micro_step, (zeros, jnp.zeros((), jnp.float32)), (xs, ys))
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

@jax.jit
def evaluate(params, x, y):
    logits = model.apply(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), jnp.mean(logits.argmax(-1) == y)

xv, yv = get_batch((512,))
print(f"micro_batch={MICRO} accum_steps={ACCUM} effective_batch={MICRO * ACCUM}")
for step in range(1, STEPS + 1):
    xs, ys = get_batch((ACCUM, MICRO))
    params, opt_state, loss = train_step(params, opt_state, xs, ys)
    if step % 20 == 0:
        vl, va = evaluate(params, xv, yv)
        print(f"step {step:4d} | loss {float(loss):.4f} | val_loss {float(vl):.4f} | val_acc {float(va):.4f}")

shutil.rmtree(CKPT, ignore_errors=True)
ckptr = ocp.StandardCheckpointer()
ckptr.save(CKPT, {"params": params, "opt_state": opt_state})
ckptr.wait_until_finished()
print(f"saved checkpoint to {os.path.basename(CKPT)}")

abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, {"params": params, "opt_state": opt_state})
restored = ckptr.restore(CKPT, abstract)
vl, va = evaluate(restored["params"], xv, yv)
print(f"restored checkpoint | val_loss {float(vl):.4f} | val_acc {float(va):.4f}")
