"""Transformer-ish classifier with a memory-saving custom_vjp LayerNorm (port of a custom autograd.Function)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn


@jax.custom_vjp
def layer_norm(x, scale, bias):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(var + 1e-5) * scale + bias


def layer_norm_fwd(x, scale, bias):
    mu = x.mean(-1, keepdims=True)
    rstd = jax.lax.rsqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-5)
    xhat = (x - mu) * rstd
    return xhat * scale + bias, (xhat, rstd, scale)


def layer_norm_bwd(res, g):
    xhat, rstd, scale = res
    n = xhat.shape[-1]
    gx_hat = g * scale
    dx = rstd * (gx_hat - gx_hat.mean(-1, keepdims=True) - xhat * (gx_hat * xhat).mean(-1, keepdims=True))
    # torch's backward returns grad_weight / grad_bias summed over the batch dim only
    dscale = (g * xhat).sum(0)
    dbias = g.sum(0)
    return dx, dscale, dbias


layer_norm.defvjp(layer_norm_fwd, layer_norm_bwd)


class FusedLayerNorm(nn.Module):
    @nn.compact
    def __call__(self, x):
        d = x.shape[-1]
        scale = self.param("scale", nn.initializers.ones, (d,))
        bias = self.param("bias", nn.initializers.zeros, (d,))
        return layer_norm(x, scale, bias)


class Block(nn.Module):
    dim: int = 64

    @nn.compact
    def __call__(self, x):
        h = FusedLayerNorm()(x)
        h = nn.SelfAttention(num_heads=4, qkv_features=self.dim)(h)
        x = x + h
        h = FusedLayerNorm()(x)
        h = nn.Dense(self.dim)(nn.gelu(nn.Dense(4 * self.dim)(h)))
        return x + h


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(1000, 64)(tokens)
        x = Block()(x)
        x = Block()(x)
        return nn.Dense(2)(FusedLayerNorm()(x).mean(1))


rng = np.random.default_rng(0)
X = rng.integers(0, 1000, (2048, 16)).astype(np.int32)
Y = (X.sum(1) % 2).astype(np.int32)
model = Classifier()
params = model.init(jax.random.PRNGKey(0), X[:2])
tx = optax.adamw(3e-4)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for step in range(200):
    idx = rng.integers(0, len(X), 32)
    params, opt_state, loss = train_step(params, opt_state, X[idx], Y[idx])
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
