"""Character-level Transformer LM: layers stacked with nn.scan + nn.remat (MaxText style), optax schedule,
Orbax CheckpointManager save / resume, final eval. Synthetic text."""
import os, shutil, logging, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
logging.getLogger("absl").setLevel(logging.WARNING)
log = logging.getLogger("charlm")

TEXT = " ".join(["the quick brown fox jumps over the lazy dog", "pack my box with five dozen liquor jugs",
                 "how vexingly quick daft zebras jump"] * 60)
chars = sorted(set(TEXT)); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in TEXT], np.int32)
V, T, D, H, L = len(chars), 32, 64, 4, 4

class Layer(nn.Module):
    @nn.compact
    def __call__(self, x, _):
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
        x = x + nn.SelfAttention(num_heads=H)(nn.LayerNorm()(x), mask=mask)
        x = x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))
        return x, None

class CharLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(V, D)(ids) + self.param("pos", nn.initializers.normal(0.02), (T, D))
        Stack = nn.scan(nn.remat(Layer, prevent_cse=False), variable_axes={"params": 0},
                        split_rngs={"params": True}, length=L)
        x, _ = Stack(name="layers")(x, None)
        return nn.Dense(V)(nn.LayerNorm()(x))

def batches(rng, bs):
    idx = rng.integers(0, len(data) - T - 1, bs)
    return np.stack([data[i:i + T + 1] for i in idx])

TOTAL = 120
sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 10, TOTAL, 1e-4)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
model = CharLM()
params = model.init(jax.random.key(0), jnp.zeros((1, T), jnp.int32))["params"]
log.info("vocab=%d params=%d stacked kernel shape=%s", V, sum(p.size for p in jax.tree.leaves(params)),
         params["layers"]["Dense_0"]["kernel"].shape)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, b):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, b[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, b[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

ckpt_dir = "/home/user/project/charlm_ckpt"
shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=40))
rng = np.random.default_rng(0); t0 = time.time()
for step in range(1, TOTAL + 1):
    state, loss = train_step(state, batches(rng, 32))
    if step % 20 == 0:
        log.info("step %d/%d loss=%.4f lr=%.2e elapsed=%.1fs", step, TOTAL, float(loss), float(sched(step)), time.time() - t0)
    mngr.save(step, args=ocp.args.StandardSave(state))
mngr.wait_until_finished()
log.info("checkpoints kept: %s", mngr.all_steps())

# resume into a fresh state (as a new process would)
fresh = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.key(1), jnp.zeros((1, T), jnp.int32))["params"], tx=tx)
abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, fresh)
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
log.info("restored step %d", int(restored.step))
eval_b = batches(np.random.default_rng(123), 64)
ev = lambda s: float(optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": s.params}, eval_b[:, :-1]), eval_b[:, 1:]).mean())
log.info("eval loss: trained=%.4f restored=%.4f", ev(state), ev(restored))
mngr.close()
