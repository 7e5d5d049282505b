"""Sentiment-style bag-of-embeddings classifier, gradient accumulation with optax.MultiSteps
(port of an HF Trainer config: per_device_train_batch_size=16, gradient_accumulation_steps=4)."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

cfg = dict(vocab=500, dim=64, n_cls=2, lr=2e-3, micro_bs=16, grad_accum=4, epochs=3, warmup=10)
print("config:", cfg)

rng = np.random.default_rng(0)
N, L = 2048, 24
tokens = rng.integers(5, cfg["vocab"], (N, L)).astype(np.int32)
labels = rng.integers(0, 2, N).astype(np.int32)
# positive reviews contain tokens 1/2, negative ones 3/4
for i in range(N):
    pos = rng.choice(L, 3, replace=False)
    tokens[i, pos] = rng.choice([1, 2] if labels[i] else [3, 4], 3)

class BagClassifier(nn.Module):
    vocab: int; dim: int; n_cls: int
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, self.dim)(ids).mean(axis=1)
        h = nn.relu(nn.Dense(self.dim)(h))
        return nn.Dense(self.n_cls)(h)

model = BagClassifier(cfg["vocab"], cfg["dim"], cfg["n_cls"])
params = model.init(jax.random.key(0), tokens[:1])["params"]
steps_per_epoch = N // (cfg["micro_bs"] * cfg["grad_accum"])
total = steps_per_epoch * cfg["epochs"]
sched = optax.warmup_cosine_decay_schedule(0.0, cfg["lr"], cfg["warmup"], total)
tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched)),
                      every_k_schedule=cfg["grad_accum"])
opt_state = tx.init(params)

@jax.jit
def micro_step(params, opt_state, ids, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, new_opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    acc = (logits.argmax(-1) == y).mean()
    return params, opt_state, loss, acc, optax.global_norm(grads)

print(f"***** Running training *****\n  Num examples = {N}\n  Num Epochs = {cfg['epochs']}\n"
      f"  Gradient Accumulation steps = {cfg['grad_accum']}\n  Total optimization steps = {total}")
t0 = time.time()
gstep = 0
for epoch in range(cfg["epochs"]):
    perm = rng.permutation(N)
    losses, accs = [], []
    for i in range(0, N, cfg["micro_bs"]):
        idx = perm[i:i + cfg["micro_bs"]]
        params, opt_state, loss, acc, gn = micro_step(params, opt_state, tokens[idx], labels[idx])
        losses.append(float(loss)); accs.append(float(acc))
        if (i // cfg["micro_bs"] + 1) % cfg["grad_accum"] == 0:
            gstep += 1
            if gstep % 8 == 0:
                print({"loss": round(float(np.mean(losses[-32:])), 4), "grad_norm": round(float(gn), 4),
                       "learning_rate": float(sched(gstep)), "epoch": round(gstep / steps_per_epoch, 2)})
    print({"train_loss": round(float(np.mean(losses)), 4), "train_accuracy": round(float(np.mean(accs)), 4), "epoch": epoch + 1})
print({"train_runtime": round(time.time() - t0, 2), "train_steps_per_second": round(gstep / (time.time() - t0), 2), "epoch": float(cfg["epochs"])})
