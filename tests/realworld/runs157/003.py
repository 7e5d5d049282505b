"""Small CTC speech recognizer (BiGRU-free conv encoder) ported from torch.nn.CTCLoss to optax.ctc_loss."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

N_MELS, T_FRAMES, MAX_LABEL, VOCAB = 40, 120, 24, 29   # blank=0, a-z, space, '

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, feats):
        x = nn.Conv(96, (5,), strides=(2,))(feats)     # T -> T/2
        x = nn.gelu(x)
        x = nn.Conv(96, (3,))(x)
        x = nn.gelu(nn.LayerNorm()(x))
        return nn.Dense(VOCAB)(x)

def lengths_to_paddings(lengths, max_len):
    # torch takes input_lengths / target_lengths; optax wants 0/1 paddings (1 = pad)
    return (jnp.arange(max_len)[None, :] >= lengths[:, None]).astype(jnp.float32)

def synth_batch(rng, bs):
    feats = rng.normal(size=(bs, T_FRAMES, N_MELS)).astype(np.float32)
    feat_lens = rng.integers(80, T_FRAMES + 1, size=bs)
    labels = np.zeros((bs, MAX_LABEL), np.int32)
    label_lens = rng.integers(8, MAX_LABEL + 1, size=bs)
    for i, L in enumerate(label_lens):
        labels[i, :L] = rng.integers(1, VOCAB, size=L)
    return feats, feat_lens, labels, label_lens

def main():
    rng = np.random.default_rng(0)
    model = Encoder()
    params = model.init(jax.random.key(0), jnp.zeros((1, T_FRAMES, N_MELS)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.chain(optax.clip_by_global_norm(5.0), optax.adam(5e-4)))
    out_frames = T_FRAMES // 2

    @jax.jit
    def train_step(state, feats, feat_lens, labels, label_lens):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, feats)
            logit_pad = lengths_to_paddings((feat_lens + 1) // 2, out_frames)
            label_pad = lengths_to_paddings(label_lens, out_frames)
            return optax.ctc_loss(logits, logit_pad, labels, label_pad).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    print(f"[asr] vocab={VOCAB} frames={T_FRAMES} -> {out_frames} after stride 2, max_label={MAX_LABEL}")
    for step in range(1, 201):
        t0 = time.time()
        f, fl, l, ll = synth_batch(rng, 16)
        state, loss = train_step(state, jnp.asarray(f), jnp.asarray(fl), jnp.asarray(l), jnp.asarray(ll))
        if step % 25 == 0 or step == 1:
            print(f"[asr] step {step:4d} ctc_loss {float(loss):8.3f} {1000*(time.time()-t0):6.1f} ms/step")

if __name__ == "__main__":
    main()
