"""ViT-tiny style patch classifier; config copied from the team's TPU-VM launch script."""
import argparse, logging, time
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

log = logging.getLogger("vit_tiny")

p = argparse.ArgumentParser()
p.add_argument("--workdir", default="gs://ml-team-experiments/vit_tiny/run_03")
p.add_argument("--epochs", type=int, default=3)
p.add_argument("--batch_size", type=int, default=64)
p.add_argument("--lr", type=float, default=1e-3)
args = p.parse_args()
log.info("args: %s", vars(args))

class ViT(nn.Module):
    patch: int = 4; dim: int = 64; depth: int = 2; heads: int = 4; classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(self.dim, (self.patch, self.patch), strides=(self.patch, self.patch))(x)
        b, h, w, c = x.shape
        x = x.reshape(b, h * w, c)
        cls = self.param("cls", nn.initializers.zeros, (1, 1, c))
        x = jnp.concatenate([jnp.tile(cls, (b, 1, 1)), x], axis=1)
        x = x + self.param("pos", nn.initializers.normal(0.02), (1, h * w + 1, c))
        for _ in range(self.depth):
            x = x + nn.SelfAttention(num_heads=self.heads)(nn.LayerNorm()(x))
            x = x + nn.Dense(c)(nn.gelu(nn.Dense(2 * c)(nn.LayerNorm()(x))))
        return nn.Dense(self.classes)(nn.LayerNorm()(x[:, 0]))

rng = np.random.default_rng(0)
x_train = rng.normal(size=(2048, 16, 16, 3)).astype(np.float32)
y_train = (x_train[..., 0].mean((1, 2)) > 0).astype(np.int32) * 5 + rng.integers(0, 5, 2048)
log.info("data: %s %s", x_train.shape, y_train.shape)

model = ViT()
params = model.init(jax.random.PRNGKey(0), x_train[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(args.lr))
log.info("params: %d", sum(x.size for x in jax.tree_util.tree_leaves(params)))

ckpt_mgr = ocp.CheckpointManager(
    f"{args.workdir}/checkpoints",
    options=ocp.CheckpointManagerOptions(max_to_keep=3, save_interval_steps=1),
)

@jax.jit
def train_step(state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(args.epochs):
    t0 = time.time()
    for i in range(0, len(x_train), args.batch_size):
        state, loss = train_step(state, x_train[i:i + args.batch_size], y_train[i:i + args.batch_size])
    log.info("epoch %d loss %.4f (%.1fs)", epoch, float(loss), time.time() - t0)
    ckpt_mgr.save(epoch, args=ocp.args.StandardSave(state))
ckpt_mgr.wait_until_finished()
