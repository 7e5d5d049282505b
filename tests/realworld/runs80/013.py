# Sentiment classifier (embedding-bag + MLP) in flax.nnx; hyper-parameters taken from the HF TrainingArguments json
import json
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

cfg = json.loads("""{"learning_rate": 5e-4, "weight_decay": 0.01, "warmup_steps": 20,
  "max_grad_norm": 0.0, "num_train_epochs": 6, "per_device_train_batch_size": 32}""")
print("config:", cfg)

VOCAB, T = 500, 32
rng = np.random.default_rng(0)
tokens = rng.integers(1, VOCAB, size=(1600, T))
pos_words = np.arange(1, 50)
labels = (np.isin(tokens, pos_words).sum(1) > np.isin(tokens, pos_words + 50).sum(1)).astype(np.int32)

class BagClassifier(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, 64, rngs=rngs)
        self.fc1 = nnx.Linear(64, 64, rngs=rngs)
        self.fc2 = nnx.Linear(64, 2, rngs=rngs)
    def __call__(self, tok):
        h = self.emb(tok).mean(1)
        return self.fc2(nnx.gelu(self.fc1(h)))

steps_per_epoch = len(tokens) // cfg["per_device_train_batch_size"]
total = steps_per_epoch * cfg["num_train_epochs"]
sched = optax.warmup_cosine_decay_schedule(0.0, cfg["learning_rate"], cfg["warmup_steps"], total)
tx = optax.chain(
    optax.clip_by_global_norm(cfg["max_grad_norm"]),
    optax.adamw(sched, weight_decay=cfg["weight_decay"]),
)
model = BagClassifier(nnx.Rngs(0))
opt = nnx.Optimizer(model, tx, wrt=nnx.Param)

@nnx.jit
def step(model, opt, x, y):
    def lf(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = nnx.value_and_grad(lf, has_aux=True)(model)
    opt.update(model, g)
    return loss, (logits.argmax(-1) == y).mean(), optax.global_norm(g)

bs = cfg["per_device_train_batch_size"]
for epoch in range(cfg["num_train_epochs"]):
    L, A = [], []
    for i in range(0, len(tokens), bs):
        loss, acc, gn = step(model, opt, tokens[i:i+bs], labels[i:i+bs])
        L.append(float(loss)); A.append(float(acc))
    print(f"epoch {epoch} loss {np.mean(L):.4f} acc {np.mean(A):.3f} grad_norm {float(gn):.3f} lr {float(sched(opt.step.value)):.2e}")
