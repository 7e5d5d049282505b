"""1-D CNN on synthetic sensor recordings with random-crop augmentation done on device."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(message)s")
log = logging.getLogger(__name__)

T_FULL, WIN, CH, N_CLS = 512, 384, 3, 4

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, N_CLS, n)
    t = np.arange(T_FULL) / 100.0
    freqs = np.array([1.0, 2.5, 4.0, 6.0])
    x = np.sin(2 * np.pi * freqs[y][:, None] * t[None])[..., None] * np.array([1.0, 0.5, -0.8])
    x += 0.3 * rng.normal(size=x.shape)
    return x.astype(np.float32), y.astype(np.int32)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        for f in (16, 32, 64):
            x = nn.relu(nn.Conv(f, (5,))(x))
            x = nn.max_pool(x, (2,), (2,))
        return nn.Dense(N_CLS)(x.mean(axis=1))

def random_crop(key, x):
    # torch version: start = int(torch.rand(1) * (T - WIN)); x[start:start+WIN]
    start = jax.random.uniform(key, ()) * (T_FULL - WIN)
    return jax.lax.dynamic_slice(x, (start, 0), (WIN, CH))

def center_crop(x):
    s = (T_FULL - WIN) // 2
    return x[:, s:s + WIN]

@jax.jit
def train_step(state, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    x = jax.vmap(random_crop)(keys, x)
    def lf(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def eval_acc(params, x, y):
    return (Net().apply({"params": params}, center_crop(x)).argmax(-1) == y).mean()

def main():
    xtr, ytr = make_data(2000, 0)
    xva, yva = make_data(400, 1)
    log.info("train %s val %s", xtr.shape, xva.shape)
    model = Net()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, WIN, CH)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    log.info("initial val acc %.3f", float(eval_acc(state.params, xva, yva)))
    key = jax.random.PRNGKey(1)
    for epoch in range(5):
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        for i in range(0, len(xtr) - 63, 64):
            key, sub = jax.random.split(key)
            idx = perm[i:i + 64]
            state, loss = train_step(state, xtr[idx], ytr[idx], sub)
        log.info("epoch %d loss %.4f val_acc %.3f", epoch, float(loss), float(eval_acc(state.params, xva, yva)))

if __name__ == "__main__":
    main()
