"""Flax port of a small BERT-style encoder; the attention mask is passed as in Hugging Face
(batch, seq_len) straight from the tokenizer output."""
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

class EncoderLayer(nn.Module):
    d: int = 64
    heads: int = 4
    @nn.compact
    def __call__(self, x, attention_mask, deterministic=True):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=self.heads, qkv_features=self.d)(
            h, h, mask=attention_mask, deterministic=deterministic)
        x = x + h
        return x + nn.Dense(self.d)(nn.gelu(nn.Dense(4 * self.d)(nn.LayerNorm()(x))))

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, input_ids, attention_mask):
        x = nn.Embed(1000, 64)(input_ids) + self.param("pos", nn.initializers.normal(0.02), (1, 48, 64))
        for _ in range(2):
            x = EncoderLayer()(x, attention_mask)
        return nn.Dense(3)(x[:, 0])

# fake tokenizer output: right-padded sequences
rng = np.random.default_rng(0)
lens = rng.integers(8, 48, size=256)
input_ids = np.zeros((256, 48), np.int32); attention_mask = np.zeros((256, 48), np.int32)
for i, l in enumerate(lens):
    input_ids[i, :l] = rng.integers(5, 1000, size=l); attention_mask[i, :l] = 1
labels = rng.integers(0, 3, size=256).astype(np.int32)
batch = {"input_ids": input_ids[:16], "attention_mask": attention_mask[:16]}
print({k: v.shape for k, v in batch.items()})

model = Encoder()
params = model.init(jax.random.PRNGKey(0), **batch)["params"]
print("num params:", sum(x.size for x in jax.tree_util.tree_leaves(params)))
tx = optax.adamw(2e-4); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, ids, mask, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, ids, mask), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for i in range(0, 256, 16):
    params, opt_state, loss = step(params, opt_state, input_ids[i:i+16], attention_mask[i:i+16], labels[i:i+16])
    print(f"step {i//16} loss {float(loss):.4f}")
