"""Small CNN classifier with a hand-written conv layer (ported from torch.nn.functional.conv2d code),
trained in bfloat16 to save memory."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Conv2d(nn.Module):
    features: int
    kernel: int = 3
    @nn.compact
    def __call__(self, x):
        cin = x.shape[-1]
        w = self.param("weight", nn.initializers.kaiming_normal(), (self.kernel, self.kernel, cin, self.features))
        b = self.param("bias", nn.initializers.zeros, (self.features,))
        y = jax.lax.conv_general_dilated(x, w, window_strides=(1, 1), padding="SAME",
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return y + b

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(Conv2d(16)(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(Conv2d(32)(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

COMPUTE_DTYPE = jnp.bfloat16   # "mixed precision" like torch.autocast

rng = np.random.default_rng(0)
images = rng.normal(size=(512, 28, 28, 1)).astype(np.float32)
labels = rng.integers(0, 10, size=(512,))

model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 28, 28, 1)))["params"]
tx = optax.adamw(1e-3, weight_decay=1e-4)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x.astype(COMPUTE_DTYPE))
        return optax.softmax_cross_entropy_with_integer_labels(logits.astype(jnp.float32), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

print(f"jax {jax.__version__} devices={jax.devices()}")
for step in range(20):
    i = (step * 64) % 512
    params, opt_state, loss = train_step(params, opt_state, jnp.asarray(images[i:i+64]), jnp.asarray(labels[i:i+64]))
    if step % 5 == 0:
        print(f"step {step:4d} | loss {float(loss):.4f}")
