"""Sentiment-style binary classifier on hashed bag-of-words features, NNX + optax; schedule config taken from the
HF TrainingArguments of the torch version (warmup_ratio, cosine, num_train_epochs). Logs trainer-style dicts."""
import jax, jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

args = dict(learning_rate=2e-3, num_train_epochs=10, warmup_ratio=0.1, per_device_train_batch_size=32,
            logging_steps=40, lr_scheduler_type="cosine")

rng = np.random.default_rng(0)
N, D = 2560, 256
X = (rng.random((N, D)) < 0.05).astype(np.float32)
w_true = rng.normal(size=D).astype(np.float32)
Y = ((X @ w_true) > 0).astype(np.int32)
Xtr, Ytr, Xev, Yev = X[:2048], Y[:2048], X[2048:], Y[2048:]

class Clf(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(D, 64, rngs=rngs); self.l2 = nnx.Linear(64, 2, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))

steps_per_epoch = len(Xtr) // args["per_device_train_batch_size"]
total = args["num_train_epochs"]
warmup = max(1, int(args["warmup_ratio"] * total))
schedule = optax.warmup_cosine_decay_schedule(0.0, args["learning_rate"], warmup_steps=warmup, decay_steps=total)
model = Clf(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(schedule, weight_decay=0.0), wrt=nnx.Param)
print(f"***** Running training *****\n  Num examples = {len(Xtr)}\n  Num Epochs = {args['num_train_epochs']}\n"
      f"  Batch size = {args['per_device_train_batch_size']}\n  Total optimization steps = {steps_per_epoch * args['num_train_epochs']}")

@nnx.jit
def train_step(model, optimizer, x, y):
    loss, g = nnx.value_and_grad(lambda m: optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean())(model)
    optimizer.update(model, g)
    return loss

@nnx.jit
def evaluate(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

gstep, run = 0, []
bs = args["per_device_train_batch_size"]
for epoch in range(args["num_train_epochs"]):
    perm = rng.permutation(len(Xtr))
    for i in range(steps_per_epoch):
        idx = perm[i*bs:(i+1)*bs]
        run.append(float(train_step(model, optimizer, Xtr[idx], Ytr[idx]))); gstep += 1
        if gstep % args["logging_steps"] == 0:
            print({"loss": round(float(np.mean(run)), 4), "learning_rate": float(schedule(gstep)),
                   "epoch": round(gstep / steps_per_epoch, 2)})
            run = []
    el, ea = evaluate(model, Xev, Yev)
    print({"eval_loss": round(float(el), 4), "eval_accuracy": round(float(ea), 4), "epoch": float(epoch + 1)})
