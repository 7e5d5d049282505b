"""Quantization-aware training with a learned step size (LSQ), port of a torch.autograd.Function.
The fake-quant op is a jax.custom_vjp with a straight-through estimator."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

QMIN, QMAX = -8, 7


@jax.custom_vjp
def fake_quant(x, step):
    return jnp.clip(jnp.round(x / step), QMIN, QMAX) * step


def fake_quant_fwd(x, step):
    return fake_quant(x, step), (x, step)


def fake_quant_bwd(res, g):
    x, step = res
    q = x / step
    inside = (q >= QMIN) & (q <= QMAX)
    grad_x = jnp.where(inside, g, 0.0)
    # d out / d step (LSQ paper): round(q) - q inside the range, clip bound outside
    grad_step = jnp.where(inside, jnp.round(q) - q, jnp.clip(q, QMIN, QMAX)) * g
    return grad_x, grad_step


fake_quant.defvjp(fake_quant_fwd, fake_quant_bwd)


class QDense(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        w = self.param("kernel", nn.initializers.lecun_normal(), (x.shape[-1], self.features))
        s = self.param("w_step", lambda k: jnp.array(0.05))
        return x @ fake_quant(w, s) + self.param("bias", nn.initializers.zeros, (self.features,))


class QNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return QDense(10)(nn.relu(QDense(64)(x)))


rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 32)).astype(np.float32)
W = rng.normal(size=(32, 10))
Y = (X @ W).argmax(1)
model = QNet()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, xb), yb).mean()
    loss, grads = jax.value_and_grad(lf)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    for i in range(0, 1024, 128):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + 128], Y[i:i + 128])
    print(f"epoch {epoch}: loss {float(loss):.4f} w_step={float(params['QDense_0']['w_step']):.4f}")
