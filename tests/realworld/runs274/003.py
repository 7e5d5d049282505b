# Token classification (NER-style) head, ported from a HF Trainer script: ignore_index=-100 on padding
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

VOCAB, NUM_TAGS, MAX_LEN = 500, 9, 48

class Tagger(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 64)(ids)
        x = nn.SelfAttention(num_heads=4, qkv_features=64)(x)
        x = nn.LayerNorm()(x)
        return nn.Dense(NUM_TAGS)(x)

def collate(examples):
    ids = np.zeros((len(examples), MAX_LEN), np.int32)
    labels = np.full((len(examples), MAX_LEN), -100, np.int32)
    for i, (tok, tag) in enumerate(examples):
        ids[i, :len(tok)] = tok
        labels[i, :len(tag)] = tag
    return {"input_ids": ids, "labels": labels}

def dataset(n=512, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        L = rng.integers(8, MAX_LEN)
        tok = rng.integers(1, VOCAB, size=L)
        yield tok, tok % NUM_TAGS

def loader(bs=16):
    buf = []
    for ex in dataset():
        buf.append(ex)
        if len(buf) == bs:
            yield collate(buf); buf = []

model = Tagger()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, MAX_LEN), jnp.int32))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3))

@jax.jit
def train_step(state, batch):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, batch["input_ids"])
        active = batch["labels"] != -100
        active_logits = logits[active]
        active_labels = batch["labels"][active]
        return optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

print("***** Running training *****")
print(f"  Num examples = 512\n  Batch size = 16\n  Max seq length = {MAX_LEN}")
for step, batch in enumerate(loader()):
    state, loss = train_step(state, batch)
    if step % 5 == 0:
        print(f"{{'loss': {float(loss):.4f}, 'step': {step}}}")
