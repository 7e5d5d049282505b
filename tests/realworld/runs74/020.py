# Random-scale augmentation inside the jitted train step (torch RandomResizedCrop-style scale jitter)
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10)(x)

def random_scale(img, key):
    scale = jax.random.uniform(key, (), minval=0.8, maxval=1.2)
    h, w = img.shape[1], img.shape[2]
    new_h = (h * scale).astype(jnp.int32)
    new_w = (w * scale).astype(jnp.int32)
    return jax.image.resize(img, (img.shape[0], new_h, new_w, img.shape[3]), method="bilinear")

rng = np.random.default_rng(0)
X = rng.random((512, 32, 32, 3), dtype=np.float32)
Y = rng.integers(0, 10, 512)
m = Net()
state = train_state.TrainState.create(apply_fn=m.apply, params=m.init(jax.random.PRNGKey(0), X[:1])["params"],
                                      tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y, key):
    x = random_scale(x, key)
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

key = jax.random.PRNGKey(1)
for step in range(40):
    key, sk = jax.random.split(key)
    i = (step * 32) % 512
    state, loss = train_step(state, X[i:i + 32], Y[i:i + 32], sk)
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
