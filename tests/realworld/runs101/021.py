"""Fine-tune a tiny Flax sequence classifier with a HF-Trainer-like loop (metric dicts)."""
import logging, math, time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(levelname)s - %(name)s - %(message)s")
logger = logging.getLogger("trainer")

class SeqClassifier(nn.Module):
    vocab: int = 300
    dim: int = 64
    @nn.compact
    def __call__(self, ids, train: bool = False):
        x = nn.Embed(self.vocab, self.dim)(ids)
        x = nn.Conv(self.dim, (3,))(x)
        x = nn.relu(x).max(axis=1)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(2)(x)

def dataset(n, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(3, 300, (n, 24)).astype(np.int32)
    y = rng.integers(0, 2, n).astype(np.int32)
    pos = rng.integers(0, 22, n)
    ids[np.arange(n), pos] = np.where(y == 1, 1, 2)      # trigger token decides the class
    return ids, y

def main():
    tr_ids, tr_y = dataset(3000, 0); ev_ids, ev_y = dataset(500, 1)
    epochs, bs = 3, 32
    steps = epochs * (len(tr_ids) // bs)
    sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, warmup_steps=30, decay_steps=steps)
    model = SeqClassifier()
    params = model.init(jax.random.key(0), tr_ids[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01)))
    logger.info("***** Running training *****")
    logger.info("  Num examples = %d", len(tr_ids))
    logger.info("  Num Epochs = %d", epochs)
    logger.info("  Total optimization steps = %d", steps)

    @jax.jit
    def train_step(state, ids, y, key):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, ids, train=True, rngs={"dropout": key})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss, optax.global_norm(g)

    @jax.jit
    def eval_step(state, ids, y):
        logits = state.apply_fn({"params": state.params}, ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), jnp.mean(logits.argmax(-1) == y)

    key = jax.random.key(42); gstep = 0; t0 = time.time()
    for epoch in range(epochs):
        perm = np.random.default_rng(epoch).permutation(len(tr_ids))
        for i in range(len(tr_ids) // bs):
            key, sk = jax.random.split(key)
            idx = perm[i * bs:(i + 1) * bs]
            state, loss, gn = train_step(state, tr_ids[idx], tr_y[idx], sk)
            gstep += 1
            if gstep % 50 == 0:
                print({"loss": round(float(loss), 4), "grad_norm": round(float(gn), 4),
                       "learning_rate": float(sched(gstep)), "epoch": round(gstep / (len(tr_ids) // bs), 2)})
        el, ea = eval_step(state, ev_ids, ev_y)
        print({"eval_loss": round(float(el), 4), "eval_accuracy": round(float(ea), 4), "epoch": float(epoch + 1)})
    rt = time.time() - t0
    print({"train_runtime": round(rt, 2), "train_steps_per_second": round(gstep / rt, 2), "epoch": float(epochs)})

if __name__ == "__main__":
    main()
