# Flax port of a BERT-style token-classification (NER) fine-tune.
# Labels use -100 on padding / sub-word positions, as produced by the HF tokenizer alignment code.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, NUM_TAGS, MAX_LEN, D = 1000, 9, 48, 64

class TinyEncoder(nn.Module):
    @nn.compact
    def __call__(self, ids, attn_mask, deterministic=True):
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(MAX_LEN, D)(jnp.arange(ids.shape[1]))[None]
        mask = nn.make_attention_mask(attn_mask, attn_mask)
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=4)(h, h, mask=mask, deterministic=deterministic)
        h = nn.LayerNorm()(x)
        x = x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(h)))
        return nn.Dense(NUM_TAGS)(nn.LayerNorm()(x))

class NERDataset:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.ids = rng.integers(5, VOCAB, size=(n, MAX_LEN)).astype(np.int32)
        lens = rng.integers(10, MAX_LEN, size=n)
        self.attn = (np.arange(MAX_LEN)[None] < lens[:, None]).astype(np.int32)
        self.labels = (self.ids % NUM_TAGS).astype(np.int32)
        self.labels[self.attn == 0] = -100
        self.labels[:, 0] = -100  # [CLS]
    def __len__(self):
        return len(self.ids)
    def batches(self, bs):
        for i in range(0, len(self) - bs + 1, bs):
            yield {"input_ids": self.ids[i:i+bs], "attention_mask": self.attn[i:i+bs], "labels": self.labels[i:i+bs]}

def main():
    ds = NERDataset(1024)
    print(f"dataset size {len(ds)}, max_len {MAX_LEN}, tags {NUM_TAGS}")
    model = TinyEncoder()
    params = model.init(jax.random.PRNGKey(0), ds.ids[:2], ds.attn[:2])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adamw(5e-4, weight_decay=0.01))

    @jax.jit
    def train_step(state, batch):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, batch["input_ids"], batch["attention_mask"])
            active = batch["labels"] != -100
            active_logits = logits[active]
            active_labels = batch["labels"][active]
            return optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    for epoch in range(2):
        for step, batch in enumerate(ds.batches(32)):
            state, loss = train_step(state, batch)
            if step % 10 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
