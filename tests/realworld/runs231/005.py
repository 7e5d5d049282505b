# Small Transformer encoder for sequence classification, ported from a Hugging Face BERT-style module.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

config = dict(vocab_size=500, hidden_size=96, num_attention_heads=8, intermediate_size=192,
              num_hidden_layers=2, max_position_embeddings=64, num_labels=2)
HEAD_DIM = 16   # attention_head_size


class SelfAttention(nn.Module):
    hidden: int
    heads: int

    @nn.compact
    def __call__(self, x):
        B, T, _ = x.shape
        q = nn.Dense(self.hidden, name="query")(x)
        k = nn.Dense(self.hidden, name="key")(x)
        v = nn.Dense(self.hidden, name="value")(x)
        # transpose_for_scores
        q = q.reshape(B, T, self.heads, HEAD_DIM).transpose(0, 2, 1, 3)
        k = k.reshape(B, T, self.heads, HEAD_DIM).transpose(0, 2, 1, 3)
        v = v.reshape(B, T, self.heads, HEAD_DIM).transpose(0, 2, 1, 3)
        att = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(HEAD_DIM), axis=-1)
        out = (att @ v).transpose(0, 2, 1, 3).reshape(B, T, -1)
        return nn.Dense(self.hidden, name="output")(out)


class Layer(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.LayerNorm(epsilon=1e-12)(x + SelfAttention(config["hidden_size"], config["num_attention_heads"])(x))
        h = nn.gelu(nn.Dense(config["intermediate_size"])(x))
        return nn.LayerNorm(epsilon=1e-12)(x + nn.Dense(config["hidden_size"])(h))


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        pos = jnp.arange(ids.shape[1])[None]
        x = nn.Embed(config["vocab_size"], config["hidden_size"])(ids)
        x = x + nn.Embed(config["max_position_embeddings"], config["hidden_size"])(pos)
        for _ in range(config["num_hidden_layers"]):
            x = Layer()(x)
        return nn.Dense(config["num_labels"])(x[:, 0])


def make_batches(bs=32, seqlen=32, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        ids = rng.integers(1, config["vocab_size"], size=(bs, seqlen))
        labels = (ids[:, 1:5].mean(1) > config["vocab_size"] / 2).astype(np.int32)
        yield ids.astype(np.int32), labels


print("config:", config)
model = Classifier()
data = make_batches()
ids, labels = next(data)
params = model.init(jax.random.PRNGKey(42), ids)
print("num params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
tx = optax.adamw(5e-4, weight_decay=0.01)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, ids, labels):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, ids), labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


for step in range(100):
    ids, labels = next(data)
    params, opt_state, loss = train_step(params, opt_state, ids, labels)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
