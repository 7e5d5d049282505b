"""Flax linen ViT-tiny-ish patch classifier; optimizer chain copied from an older (2022) JAX training repo."""
import logging
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="I%(asctime)s %(name)s] %(message)s")
log = logging.getLogger("vit_train")
log.info("jax=%s optax=%s", jax.__version__, optax.__version__)

class PatchMLP(nn.Module):
    patch: int = 4
    dim: int = 64
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(self.dim, (self.patch, self.patch), strides=self.patch)(x)
        x = x.reshape(x.shape[0], -1, self.dim)
        x = x + nn.Dense(self.dim)(nn.gelu(nn.LayerNorm()(x)))
        return nn.Dense(10)(nn.LayerNorm()(x.mean(1)))

cfg = dict(lr=1e-3, weight_decay=0.05, grad_clip=1.0, warmup_steps=50, total_steps=500)
rng = np.random.default_rng(0)
images = rng.normal(size=(512, 16, 16, 3)).astype(np.float32)
labels = rng.integers(0, 10, 512).astype(np.int32)

model = PatchMLP()
params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
log.info("param count: %d", sum(p.size for p in jax.tree.leaves(params)))

schedule = optax.warmup_cosine_decay_schedule(0.0, cfg["lr"], cfg["warmup_steps"], cfg["total_steps"])
tx = optax.chain(
    optax.clip_by_global_norm(cfg["grad_clip"]),
    optax.scale_by_adam(),
    optax.additive_weight_decay(cfg["weight_decay"]),
    optax.scale_by_schedule(lambda s: -schedule(s)),
)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for step in range(cfg["total_steps"] // 50):
    state, loss = train_step(state, images[:64], labels[:64])
    log.info("step %d loss %.4f", int(state.step), float(loss))
