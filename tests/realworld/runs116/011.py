"""bf16 mixed-precision CNN with a custom depthwise-separable conv layer (lax.conv_general_dilated)."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

COMPUTE_DTYPE = jnp.bfloat16


class DepthwiseSeparable(nn.Module):
    out_ch: int

    @nn.compact
    def __call__(self, x):
        in_ch = x.shape[-1]
        dw = self.param("dw_kernel", nn.initializers.lecun_normal(), (3, 3, 1, in_ch))
        x = jax.lax.conv_general_dilated(
            x, dw, window_strides=(1, 1), padding="SAME",
            dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=in_ch)
        return nn.Dense(self.out_ch, dtype=COMPUTE_DTYPE)(x)


class MobileNetTiny(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x.astype(COMPUTE_DTYPE)
        x = nn.Conv(16, (3, 3), strides=(2, 2), dtype=COMPUTE_DTYPE)(x)
        x = nn.relu(x)
        x = nn.relu(DepthwiseSeparable(32)(x))
        x = nn.relu(DepthwiseSeparable(64)(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10, dtype=jnp.float32)(x)


model = MobileNetTiny()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 3)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits.astype(jnp.float32), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


rng = np.random.default_rng(0)
for epoch in range(3):
    for i in range(20):
        x = rng.normal(size=(32, 32, 32, 3)).astype(np.float32)
        y = rng.integers(0, 10, 32)
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print(f"epoch {epoch} loss {float(loss):.4f}")
