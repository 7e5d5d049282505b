"""Token classification (NER-style tagging) with a BiGRU-free conv tagger in Flax NNX.
Padding positions carry label -100 (as in the Hugging Face data collator) and are dropped from the loss."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

VOCAB, NTAGS, MAXLEN = 3000, 9, 48
rng = np.random.default_rng(0)


def collate(batch_size):
    lengths = rng.integers(8, MAXLEN, batch_size)
    ids = np.zeros((batch_size, MAXLEN), np.int32)
    tags = np.full((batch_size, MAXLEN), -100, np.int32)
    for i, n in enumerate(lengths):
        ids[i, :n] = rng.integers(1, VOCAB, n)
        tags[i, :n] = ids[i, :n] % NTAGS
    return ids, tags


class Tagger(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, 96, rngs=rngs)
        self.conv = nnx.Conv(96, 96, kernel_size=(5,), padding="SAME", rngs=rngs)
        self.cls = nnx.Linear(96, NTAGS, rngs=rngs)

    def __call__(self, ids):
        h = self.emb(ids)
        h = nnx.gelu(self.conv(h)) + h
        return self.cls(h)


def loss_fn(model, ids, tags):
    logits = model(ids)
    active = tags != -100
    active_logits = logits[active]            # same as torch: logits.view(-1, n)[active_loss]
    active_labels = tags[active]
    loss = optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()
    return loss


@nnx.jit
def train_step(model, optimizer, ids, tags):
    loss, grads = nnx.value_and_grad(loss_fn)(model, ids, tags)
    optimizer.update(model, grads)
    return loss


model = Tagger(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(5e-4), wrt=nnx.Param)
print("***** Running training *****")
print("  Num examples = 3200\n  Num Epochs = 2\n  Instantaneous batch size per device = 32\n  Total optimization steps = 200")
for step in range(1, 201):
    ids, tags = collate(32)
    loss = train_step(model, optimizer, ids, tags)
    if step % 20 == 0:
        print({"loss": round(float(loss), 4), "step": step})
