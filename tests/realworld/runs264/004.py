import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class TinyLM(nn.Module):
    vocab: int = 64
    dim: int = 64
    @nn.compact
    def __call__(self, tokens):
        h = nn.Embed(self.vocab, self.dim)(tokens)
        h = nn.LayerNorm()(h)
        h = nn.SelfAttention(num_heads=4, qkv_features=self.dim)(h, mask=nn.make_causal_mask(tokens))
        h = h + nn.Dense(self.dim)(nn.gelu(nn.Dense(4 * self.dim)(nn.LayerNorm()(h))))
        return nn.Dense(self.vocab)(h)

def make_corpus(n, seqlen=33, vocab=64, seed=0):
    rng = np.random.default_rng(seed)
    start = rng.integers(0, vocab, size=(n, 1))
    step = rng.integers(1, 4, size=(n, 1))
    return ((start + step * np.arange(seqlen)) % vocab).astype(np.int32)

def data_loader(corpus, bs, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.permutation(len(corpus))
        for i in range(0, len(corpus) - bs + 1, bs):
            b = corpus[idx[i:i+bs]]
            yield {'input_ids': b[:, :-1], 'labels': b[:, 1:]}

def compute_loss(params, apply_fn, batch):
    logits = apply_fn({'params': params}, batch['input_ids'])
    return optax.softmax_cross_entropy_with_integer_labels(logits, batch['labels']).mean()

@jax.jit
def train_step(state, batch):
    loss, grads = jax.value_and_grad(compute_loss)(state.params, state.apply_fn, batch)
    new_state = state.apply_gradients(grads=grads)
    gnorm = optax.global_norm(grads)
    return new_state, {'loss': loss, 'grad_norm': gnorm}

corpus = make_corpus(4096)
model = TinyLM()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32), jnp.int32))['params']
tx = optax.chain(optax.clip_by_global_norm(1.0),
                 optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 3e-3, 20, 300), weight_decay=0.01))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
dl = data_loader(corpus, 32)
for step in range(300):
    batch = next(dl)
    _, metrics = train_step(state, batch)
    if step % 20 == 0:
        print(f"step {step:4d} | loss {float(metrics['loss']):.4f} | grad_norm {float(metrics['grad_norm']):.3f}")
print(f"final step {step} loss {float(metrics['loss']):.4f}")
