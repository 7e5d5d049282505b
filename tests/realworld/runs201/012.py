"""Tabular churn model (flax.nnx). Records are decoded in a background prefetch thread (like a torch DataLoader
worker) so the host pipeline overlaps with the jitted train step."""
import queue, threading, time
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

FEATURES = ["tenure", "monthly_charges", "total_charges", "num_tickets", "contract_months"]

def read_records(n, rng):
    recs = []
    for i in range(n):
        r = {"tenure": rng.integers(0, 72), "monthly_charges": rng.uniform(20, 120),
             "total_charges": rng.uniform(0, 8000), "num_tickets": rng.integers(0, 9), "churn": int(rng.random() < 0.3)}
        if i < 2600:                                             # rows from the 2023 export
            r["contract_months"] = int(rng.choice([1, 12, 24]))
        else:
            r["contract_length"] = int(rng.choice([1, 12, 24]))   # newer export renamed the column
        recs.append(r)
    return recs

def producer(records, q, bs):
    for i in range(0, len(records), bs):
        chunk = records[i:i + bs]
        x = np.array([[r[f] for f in FEATURES] for r in chunk], np.float32)
        y = np.array([r["churn"] for r in chunk], np.int32)
        q.put((x, y))
    q.put(None)

class Net(nnx.Module):
    def __init__(self, rngs):
        self.bn = nnx.BatchNorm(len(FEATURES), rngs=rngs)
        self.l1 = nnx.Linear(len(FEATURES), 32, rngs=rngs); self.l2 = nnx.Linear(32, 2, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(self.bn(x))))

@nnx.jit
def train_step(model, opt, x, y):
    loss, g = nnx.value_and_grad(lambda m: optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean())(model)
    opt.update(model, g); return loss

def main():
    rng = np.random.default_rng(0)
    records = read_records(4000, rng)
    model = Net(nnx.Rngs(0)); opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    print(f"loaded {len(records)} records; features={FEATURES}", flush=True)
    for epoch in range(3):
        q = queue.Queue(maxsize=8)
        threading.Thread(target=producer, args=(records, q, 16), daemon=True).start()
        step, t0 = 0, time.time()
        while True:
            batch = q.get()
            if batch is None:
                break
            loss = train_step(model, opt, *batch); step += 1
            if step % 40 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f} ({time.time()-t0:.1f}s)", flush=True)
        print(f"epoch {epoch} finished: {step} steps", flush=True)

if __name__ == "__main__":
    main()
