"""Tiny ViT for 32x32 images, ported from a timm/PyTorch config (vit_tiny-ish)."""
import logging
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("vit")

CONFIG = dict(
    image_size=32,
    patch_size=4,
    hidden_size=192,
    num_hidden_layers=4,
    num_attention_heads=3,
    intermediate_size=768,
    num_labels=10,
    learning_rate=3e-4,
    batch_size=64,
)
# widened run: 240-d tokens, 7 heads (from the sweep sheet)
CONFIG.update(hidden_size=240, num_attention_heads=7, intermediate_size=960)


class EncoderBlock(nn.Module):
    hidden: int
    heads: int
    mlp: int

    @nn.compact
    def __call__(self, x, train: bool):
        y = nn.LayerNorm()(x)
        y = nn.MultiHeadDotProductAttention(num_heads=self.heads, qkv_features=self.hidden,
                                            deterministic=not train, dropout_rate=0.0)(y, y)
        x = x + y
        y = nn.LayerNorm()(x)
        y = nn.Dense(self.mlp)(y)
        y = nn.gelu(y)
        y = nn.Dense(self.hidden)(y)
        return x + y


class ViT(nn.Module):
    cfg: dict

    @nn.compact
    def __call__(self, x, train: bool = True):
        c = self.cfg
        p = c["patch_size"]
        x = nn.Conv(c["hidden_size"], (p, p), strides=(p, p), name="patch_embed")(x)
        b, h, w, d = x.shape
        x = x.reshape(b, h * w, d)
        cls = self.param("cls_token", nn.initializers.zeros, (1, 1, d))
        x = jnp.concatenate([jnp.tile(cls, (b, 1, 1)), x], axis=1)
        pos = self.param("pos_embed", nn.initializers.normal(0.02), (1, h * w + 1, d))
        x = x + pos
        for i in range(c["num_hidden_layers"]):
            x = EncoderBlock(c["hidden_size"], c["num_attention_heads"], c["intermediate_size"],
                             name=f"layer_{i}")(x, train)
        x = nn.LayerNorm()(x[:, 0])
        return nn.Dense(c["num_labels"], name="head")(x)


def main():
    log.info("jax %s devices=%s", jax.__version__, jax.devices())
    log.info("config: %s", CONFIG)
    rng = np.random.default_rng(0)
    images = rng.normal(size=(512, 32, 32, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=(512,))
    model = ViT(CONFIG)
    params = model.init(jax.random.key(0), jnp.ones((1, 32, 32, 3)), train=False)["params"]
    n = sum(x.size for x in jax.tree.leaves(params))
    log.info("params: %.2fM", n / 1e6)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adamw(CONFIG["learning_rate"]))

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x, train=True)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    bs = CONFIG["batch_size"]
    for epoch in range(2):
        for i in range(0, len(images), bs):
            state, loss = train_step(state, images[i:i + bs], labels[i:i + bs])
        log.info("epoch %d loss %.4f", epoch, float(loss))


if __name__ == "__main__":
    main()
