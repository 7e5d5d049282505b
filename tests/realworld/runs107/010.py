"""GRU language-ID classifier in Flax. Sentences are tokenised to byte ids and packed
into a padded numpy matrix by a small preprocessing helper."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

MAXLEN, BS = 40, 32
LANGS = ["en", "de", "fr"]
SAMPLES = {
    "en": ["the cat sat on the mat", "where is the station", "i would like a coffee please"],
    "de": ["die katze sitzt auf der matte", "wo ist der bahnhof", "ich haette gerne einen kaffee"],
    "fr": ["le chat est sur le tapis", "ou est la gare", "je voudrais un cafe s'il vous plait"],
}


def pad_batch(seqs, maxlen=MAXLEN):
    out = np.zeros((len(seqs), maxlen))              # 0 = <pad>
    for i, s in enumerate(seqs):
        s = s[:maxlen]
        out[i, :len(s)] = s
    return out


def build_dataset(n=1200, seed=0):
    rng = np.random.default_rng(seed)
    texts, labels = [], []
    for _ in range(n):
        li = rng.integers(0, 3)
        texts.append(list(SAMPLES[LANGS[li]][rng.integers(0, 3)].encode()))
        labels.append(li)
    return pad_batch(texts), np.array(labels, np.int32)


class LangID(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(256, 32)(ids)
        carry, _ = nn.RNN(nn.GRUCell(64), return_carry=True)(x)
        return nn.Dense(len(LANGS))(carry)


def main():
    x, y = build_dataset()
    print(f"dataset: x {x.shape}, y {y.shape}, classes {LANGS}")
    model = LangID()
    params = model.init(jax.random.key(0), jnp.asarray(x[:2]))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(3e-3))

    @jax.jit
    def step(state, xb, yb):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(3):
        for i in range(0, len(x), BS):
            state, loss = step(state, x[i:i + BS], y[i:i + BS])
        print(f"epoch {epoch + 1}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
