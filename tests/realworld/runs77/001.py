# Flax linen encoder block: padding mask passed as (B, T) like torch key_padding_mask
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
print("jax", jax.__version__)

class EncoderBlock(nn.Module):
    d_model: int = 64
    heads: int = 4
    @nn.compact
    def __call__(self, x, pad_mask):
        h = nn.LayerNorm()(x)
        # torch: attn(h, h, h, key_padding_mask=pad_mask)
        h = nn.MultiHeadDotProductAttention(num_heads=self.heads, qkv_features=self.d_model)(h, h, mask=pad_mask)
        x = x + h
        h = nn.LayerNorm()(x)
        h = nn.Dense(4 * self.d_model)(h); h = nn.gelu(h); h = nn.Dense(self.d_model)(h)
        return x + h

class Classifier(nn.Module):
    vocab: int = 1000
    @nn.compact
    def __call__(self, ids, pad_mask):
        x = nn.Embed(self.vocab, 64)(ids)
        x = EncoderBlock()(x, pad_mask)
        return nn.Dense(2)(x.mean(1))

B, T = 16, 48
key = jax.random.PRNGKey(0)
ids = jax.random.randint(key, (B, T), 1, 1000)
lengths = jax.random.randint(jax.random.PRNGKey(1), (B,), 10, T)
pad_mask = jnp.arange(T)[None, :] < lengths[:, None]   # (B, T) bool
labels = jax.random.randint(jax.random.PRNGKey(2), (B,), 0, 2)
print("ids", ids.shape, "pad_mask", pad_mask.shape)
model = Classifier()
params = model.init(key, ids, pad_mask)["params"]
tx = optax.adamw(3e-4)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, ids, pad_mask, labels):
    def loss_fn(p):
        logits = model.apply({"params": p}, ids, pad_mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    up, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, up), opt_state, loss

for i in range(5):
    params, opt_state, loss = step(params, opt_state, ids, pad_mask, labels)
    print("step", i, "loss", float(loss))
