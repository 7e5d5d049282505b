"""Decoder LM with the layer stack folded by nn.scan and rematerialised blocks (activation
checkpointing), configured from a MaxText-style YAML-ish config dict."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

CONFIG = {
    "vocab_size": 256, "emb_dim": 64, "num_heads": 4, "num_decoder_layers": 4, "max_target_length": 64,
    "scan_layers": True, "remat_policy": "minimal",       # as in the MaxText base.yml
    "learning_rate": 3e-4, "per_device_batch_size": 16, "steps": 100,
}


class DecoderLayer(nn.Module):
    cfg: dict

    @nn.compact
    def __call__(self, x, _):
        c = self.cfg
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=c["num_heads"])(h, h, mask=mask)
        h = nn.LayerNorm()(x)
        return x + nn.Dense(c["emb_dim"])(nn.gelu(nn.Dense(4 * c["emb_dim"])(h))), None


class Decoder(nn.Module):
    cfg: dict

    @nn.compact
    def __call__(self, ids):
        c = self.cfg
        x = nn.Embed(c["vocab_size"], c["emb_dim"])(ids)
        x = x + nn.Embed(c["max_target_length"], c["emb_dim"])(jnp.arange(ids.shape[1]))[None]
        policy = getattr(jax.checkpoint_policies, c["remat_policy"])
        Layer = nn.remat(DecoderLayer, policy=policy, prevent_cse=not c["scan_layers"])
        Stack = nn.scan(Layer, variable_axes={"params": 0}, split_rngs={"params": True},
                        length=c["num_decoder_layers"])
        x, _ = Stack(c, name="layers")(x, None)
        return nn.Dense(c["vocab_size"])(nn.LayerNorm()(x))


def get_batch(rng, bs, L):
    text = np.frombuffer(open(__file__, "rb").read(), np.uint8).astype(np.int32)
    idx = rng.integers(0, len(text) - L - 1, bs)
    return np.stack([text[i:i + L + 1] for i in idx])


def main():
    print("Config:", CONFIG)
    model = Decoder(CONFIG)
    params = model.init(jax.random.key(0), jnp.ones((1, 32), jnp.int32))["params"]
    print(f"Total parameters: {sum(p.size for p in jax.tree_util.tree_leaves(params)) / 1e6:.3f}M")
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adamw(CONFIG["learning_rate"]))

    @jax.jit
    def train_step(state, batch):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, batch[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    rng = np.random.default_rng(0)
    for step in range(CONFIG["steps"]):
        state, loss = train_step(state, get_batch(rng, CONFIG["per_device_batch_size"], 32))
        if step % 20 == 0:
            print(f"completed step: {step}, loss: {float(loss):.3f}")


if __name__ == "__main__":
    main()
