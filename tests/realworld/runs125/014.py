"""Training with a background prefetch thread feeding batches from JSON-lines shards (torch DataLoader replacement)."""
import json, logging, os, queue, threading
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

logging.basicConfig(level=logging.INFO, format="%(asctime)s | %(levelname)s | %(message)s")
log = logging.getLogger("train")

DATA_DIR = "/home/user/project/shards_014"
os.makedirs(DATA_DIR, exist_ok=True)
rng = np.random.default_rng(0)
W = rng.normal(size=(10,))
for s in range(4):   # shard 2 was exported by a newer version of the preprocessing job
    with open(f"{DATA_DIR}/part-{s:05d}.jsonl", "w") as f:
        for _ in range(500):
            x = rng.normal(size=10)
            rec = {"features": x.round(4).tolist()}
            rec["labels" if s == 2 else "label"] = int(x @ W > 0)
            f.write(json.dumps(rec) + "\n")


def record_stream(files):
    for fn in files:
        with open(fn) as f:
            for line in f:
                r = json.loads(line)
                yield np.asarray(r["features"], np.float32), r["label"]


def prefetch_batches(files, bs, q):
    xs, ys = [], []
    for x, y in record_stream(files):
        xs.append(x); ys.append(y)
        if len(xs) == bs:
            q.put((np.stack(xs), np.asarray(ys, np.int32)))
            xs, ys = [], []
    q.put(None)


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(32)(x)))


model = Net()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 10)))
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.losses.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


files = sorted(os.path.join(DATA_DIR, f) for f in os.listdir(DATA_DIR))
for epoch in range(3):
    q = queue.Queue(maxsize=8)
    threading.Thread(target=prefetch_batches, args=(files, 50, q), daemon=True).start()
    log.info("epoch %d: streaming %d shards", epoch, len(files))
    n = 0
    while True:
        batch = q.get()
        if batch is None:
            break
        params, opt_state, loss = step(params, opt_state, *batch)
        n += 1
        if n % 5 == 0:
            log.info("epoch %d step %d loss %.4f", epoch, n, float(loss))
    log.info("epoch %d finished after %d steps", epoch, n)
