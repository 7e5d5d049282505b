"""Text classifier (bag of embeddings) in Flax NNX; optimizer config carried over from the HF/PyTorch run."""
import logging
import jax, jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train_textcls")

# copied from the torch run's config.json (AdamW)
train_cfg = {
    "lr": 3e-4,
    "betas": (0.9, 0.98),
    "eps": 1e-6,
    "weight_decay": 0.01,
    "epochs": 3,
    "batch_size": 32,
}

class BagOfEmbeddings(nnx.Module):
    def __init__(self, vocab, dim, n_cls, rngs):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.out = nnx.Linear(dim, n_cls, rngs=rngs)
    def __call__(self, ids, mask):
        e = self.embed(ids) * mask[..., None]
        pooled = e.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
        return self.out(self.drop(pooled))

rng = np.random.default_rng(0)
ids = rng.integers(1, 500, size=(640, 24))
mask = (rng.random((640, 24)) > 0.2).astype(np.float32)
labels = (ids[:, 0] % 3).astype(np.int32)
log.info("dataset: %d examples, seq_len=%d", len(ids), ids.shape[1])

model = BagOfEmbeddings(500, 64, 3, nnx.Rngs(params=0, dropout=1))
log.info("building optimizer from %s", train_cfg)
tx = optax.adamw(learning_rate=train_cfg["lr"], betas=train_cfg["betas"], eps=train_cfg["eps"],
                 weight_decay=train_cfg["weight_decay"])
optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, ids, mask, y):
    def loss_fn(model):
        logits = model(ids, mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

for epoch in range(train_cfg["epochs"]):
    for i in range(0, len(ids), train_cfg["batch_size"]):
        loss = train_step(model, optimizer, ids[i:i+32], mask[i:i+32], labels[i:i+32])
    log.info("epoch %d loss %.4f", epoch, float(loss))
