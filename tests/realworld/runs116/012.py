"""CLIP-style dual encoder on paired synthetic 'image'/'text' features, warmup + cosine LR."""
import logging
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(levelname)s - %(name)s - %(message)s")
logger = logging.getLogger("clip_train")
BATCH, EMB, STEPS, WARMUP = 64, 32, 300, 30


class Tower(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.Dense(EMB)(x)
        return x / jnp.linalg.norm(x, axis=-1, keepdims=True)


class DualEncoder(nn.Module):
    def setup(self):
        self.img = Tower()
        self.txt = Tower()
        self.logit_scale = self.param("logit_scale", lambda k: jnp.array(np.log(1 / 0.07), jnp.float32))

    def __call__(self, xi, xt):
        return self.img(xi), self.txt(xt), jnp.exp(self.logit_scale)


def clip_loss(zi, zt, scale):
    logits = scale * zi @ zt.T
    labels = jnp.arange(zi.shape[0])
    li = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    lt = optax.softmax_cross_entropy_with_integer_labels(logits.T, labels).mean()
    acc = (logits.argmax(-1) == labels).mean()
    return (li + lt) / 2, acc


rng = np.random.default_rng(0)
A = rng.normal(size=(16, 48))
B = rng.normal(size=(16, 40))


def batch(n):
    z = rng.normal(size=(n, 16))
    return (z @ A + 0.1 * rng.normal(size=(n, 48))).astype(np.float32), \
           (z @ B + 0.1 * rng.normal(size=(n, 40))).astype(np.float32)


model = DualEncoder()
xi, xt = batch(2)
params = model.init(jax.random.PRNGKey(0), xi, xt)
schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-3, WARMUP, STEPS, end_value=1e-5)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.05))
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xi, xt):
    def loss_fn(p):
        return clip_loss(*model.apply(p, xi, xt))
    (loss, acc), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss, acc


@jax.jit
def eval_step(params, xi, xt):
    zi, zt, s = model.apply(params, xi, xt)
    return clip_loss(jax.lax.stop_gradient(zi), jax.lax.stop_gradient(zt), s)


val = batch(256)
logger.info("Starting training: %d steps, batch %d, warmup %d", STEPS, BATCH, WARMUP)
for step in range(1, STEPS + 1):
    params, opt_state, loss, acc = train_step(params, opt_state, *batch(BATCH))
    if step % 50 == 0:
        logger.info({"step": step, "loss": round(float(loss), 4), "in_batch_acc": round(float(acc), 3),
                     "lr": float(schedule(step))})
vl, va = eval_step(params, *val)
logger.info({"eval_loss": round(float(vl), 4), "eval_retrieval_acc@1": round(float(va), 4)})
logger.info("Training completed.")
