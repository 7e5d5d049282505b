# Supervised fine-tuning of a tiny causal LM (port of an HF SFT script): prompt tokens are masked
# with -100 so that only the response is trained on; sequences truncated to max_length.
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

VOCAB, PAD, MAX_LENGTH = 512, 0, 128

def tokenize(text_ids, max_length):
    ids = list(text_ids)[:max_length]            # truncation=True (right side)
    attn = [1] * len(ids)
    ids += [PAD] * (max_length - len(ids)); attn += [0] * (max_length - len(attn))
    return np.array(ids, np.int32), np.array(attn, np.int32)

def build_example(prompt, response):
    ids, attn = tokenize(np.concatenate([prompt, response]), MAX_LENGTH)
    labels = ids.copy()
    labels[:len(prompt)] = -100                   # do not train on the prompt
    labels[attn == 0] = -100                      # nor on padding
    return {"input_ids": ids, "attention_mask": attn, "labels": labels}

def sft_dataset(n=1024, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        prompt = rng.integers(1, VOCAB, size=rng.integers(150, 400))   # long instruction + context
        response = rng.integers(1, VOCAB, size=rng.integers(16, 48))
        yield build_example(prompt, response)

def loader(bs=8):
    buf = []
    for ex in sft_dataset():
        buf.append(ex)
        if len(buf) == bs:
            yield {k: np.stack([b[k] for b in buf]) for k in buf[0]}; buf = []

class Decoder(nn.Module):
    d: int = 128
    layers: int = 2
    @nn.compact
    def __call__(self, ids, attn):
        x = nn.Embed(VOCAB, self.d)(ids) + self.param("pos", nn.initializers.normal(0.02), (MAX_LENGTH, self.d))
        mask = nn.combine_masks(nn.make_causal_mask(ids), nn.make_attention_mask(attn, attn))
        for _ in range(self.layers):
            x = x + nn.SelfAttention(num_heads=4)(nn.LayerNorm()(x), mask=mask)
            x = x + nn.Dense(self.d)(nn.gelu(nn.Dense(4 * self.d)(nn.LayerNorm()(x))))
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

model = Decoder()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, MAX_LENGTH), jnp.int32), jnp.ones((1, MAX_LENGTH), jnp.int32))["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(optax.linear_schedule(1e-4, 0.0, 128)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, batch):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, batch["input_ids"], batch["attention_mask"])[:, :-1]
        labels = batch["labels"][:, 1:]
        valid = labels != -100
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, jnp.where(valid, labels, 0))
        return (ce * valid).sum() / valid.sum()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss, optax.global_norm(g)

print("***** Running training *****  Num examples = 1024  Batch size = 8  max_length =", MAX_LENGTH)
for step, batch in enumerate(loader()):
    state, loss, gnorm = train_step(state, batch)
    if step % 8 == 0:
        print(f"{{'loss': {float(loss):.4f}, 'grad_norm': {float(gnorm):.4f}, 'step': {step}}}")
