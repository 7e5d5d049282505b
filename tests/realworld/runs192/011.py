"""Mixed-precision (bf16 compute, fp32 master weights) char-level MLP language model with
gradient accumulation (optax.MultiSteps) - a port of an HF Trainer run with bf16=True."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

args = {"learning_rate": 3e-3, "per_device_train_batch_size": 32, "gradient_accumulation_steps": 4,
        "num_train_epochs": 3, "warmup_ratio": 0.1, "max_grad_norm": 1.0, "bf16": True, "context": 8}
print("TrainingArguments:", args)

text = ("the quick brown fox jumps over the lazy dog. " * 40 + "pack my box with five dozen liquor jugs. " * 40)
chars = sorted(set(text)); stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], np.int32)
C = args["context"]
X = np.stack([data[i:i + C] for i in range(len(data) - C)]); Y = data[C:]
print(f"vocab={len(chars)} examples={len(X)}")

class CharMLP(nn.Module):
    vocab: int
    @nn.compact
    def __call__(self, x):
        dt = jnp.bfloat16 if args["bf16"] else jnp.float32
        h = nn.Embed(self.vocab, 32, dtype=dt)(x).reshape(x.shape[0], -1)
        h = nn.gelu(nn.Dense(256, dtype=dt)(h))          # params stay float32, compute in bf16
        return nn.Dense(self.vocab, dtype=dt)(h)

model = CharMLP(len(chars))
params = model.init(jax.random.key(0), X[:1])["params"]
micro = args["per_device_train_batch_size"]; k = args["gradient_accumulation_steps"]
steps_per_epoch = len(X) // (micro * k)
total = steps_per_epoch * args["num_train_epochs"]
sched = optax.warmup_cosine_decay_schedule(0.0, args["learning_rate"], int(args["warmup_ratio"] * total), total)
tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(args["max_grad_norm"]), optax.adamw(sched)), every_k_schedule=k)
opt_state = tx.init(params)

@jax.jit
def micro_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(grads)

t0 = time.time(); rng = np.random.default_rng(0); gstep = 0; hist = []
for epoch in range(args["num_train_epochs"]):
    perm = rng.permutation(len(X))
    for i in range(steps_per_epoch * k):
        idx = perm[i * micro:(i + 1) * micro]
        params, opt_state, loss, gn = micro_step(params, opt_state, X[idx], Y[idx])
        hist.append(float(loss))
        if (i + 1) % k == 0:
            gstep += 1
            if gstep % 5 == 0:
                print({"loss": round(float(np.mean(hist[-20:])), 4), "grad_norm": round(float(gn), 4),
                       "learning_rate": float(sched(gstep)), "epoch": round(gstep / steps_per_epoch, 2)})
print({"train_runtime": round(time.time() - t0, 2), "train_loss": round(float(np.mean(hist)), 4), "epoch": float(args["num_train_epochs"])})
logits = model.apply({"params": params}, X[:200]).astype(jnp.float32)
print(f"next-char accuracy on first 200 windows: {float((logits.argmax(-1) == Y[:200]).mean()):.3f}")
