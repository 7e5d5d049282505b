# Flax NNX port of a torch text classifier (EmbeddingBag + MLP), trained with optax AdamW, checkpointed with Orbax
# and restored for evaluation.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
import optax
import orbax.checkpoint as ocp

VOCAB, D, SEQ, NCLS = 500, 64, 24, 4

class BagClassifier(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, D, rngs=rngs)
        self.fc1 = nnx.Linear(D, 128, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(128, NCLS, rngs=rngs)
    def __call__(self, ids):
        mask = (ids != 0)[..., None]
        h = (self.embed(ids) * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        return self.fc2(self.drop(nnx.relu(self.fc1(h))))

r = np.random.default_rng(0)
topic_words = r.integers(1, VOCAB, (NCLS, 30))
def make(n):
    y = r.integers(0, NCLS, n)
    ids = r.integers(1, VOCAB, (n, SEQ))
    k = r.integers(4, 10, n)
    for i in range(n):
        ids[i, :k[i]] = r.choice(topic_words[y[i]], k[i])
        ids[i, SEQ - r.integers(0, 8):] = 0
    return ids.astype(np.int32), y.astype(np.int32)
xtr, ytr = make(6000)
xva, yva = make(1000)

model = BagClassifier(nnx.Rngs(0))
sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, 50, 5 * (6000 // 64))
optimizer = nnx.Optimizer(model, optax.adamw(sched, weight_decay=0.01), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, ids, y):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(ids), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def eval_step(model, ids, y):
    logits = model(ids)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(1, 6):
    model.train()
    perm = r.permutation(len(xtr))
    losses = [float(train_step(model, optimizer, xtr[perm[i:i + 64]], ytr[perm[i:i + 64]]))
              for i in range(0, len(xtr) - 63, 64)]
    model.eval()
    vl, va = eval_step(model, xva, yva)
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_loss {float(vl):.4f} val_acc {float(va):.4f}")

ckpt_dir = os.path.abspath("ckpt_bag_classifier")
shutil.rmtree(ckpt_dir, ignore_errors=True)
checkpointer = ocp.StandardCheckpointer()
_, state = nnx.split(model)
checkpointer.save(os.path.join(ckpt_dir, "final"), state)
checkpointer.wait_until_finished()
print(f"saved checkpoint to {ckpt_dir}/final")

fresh = BagClassifier(nnx.Rngs(123))
graphdef, abstract_state = nnx.split(nnx.eval_shape(lambda: BagClassifier(nnx.Rngs(0))))
restored = checkpointer.restore(os.path.join(ckpt_dir, "final"), abstract_state)
nnx.update(fresh, restored)
fresh.eval()
vl, va = eval_step(fresh, xva, yva)
print(f"restored model: val_loss {float(vl):.4f} val_acc {float(va):.4f}")
