"""Export a trained Flax patch-classifier for serving with a polymorphic batch dimension (jax.export)."""
import logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from jax import export
from flax.training import train_state

logging.basicConfig(format="[%(asctime)s] %(levelname)s %(name)s - %(message)s", level=logging.INFO)
log = logging.getLogger("export_vit")

PATCH, IMG, DIM, NCLS = 4, 16, 64, 5

class TinyViT(nn.Module):
    @nn.compact
    def __call__(self, images):
        b = images.shape[0]
        # (B, H, W, C) -> (B, num_patches, patch*patch*C), written like the torch .view() original
        x = images.reshape(b, IMG // PATCH, PATCH, IMG // PATCH, PATCH, 3)
        x = x.transpose(0, 1, 3, 2, 4, 5).reshape(b * (IMG // PATCH) ** 2 // 16, 16, -1)
        x = nn.Dense(DIM)(x)
        pos = self.param("pos", nn.initializers.normal(0.02), (1, 16, DIM))
        x = x + pos
        y = nn.LayerNorm()(x)
        y = nn.SelfAttention(num_heads=4)(y)
        x = x + y
        x = x + nn.Dense(DIM)(nn.gelu(nn.Dense(2 * DIM)(nn.LayerNorm()(x))))
        return nn.Dense(NCLS)(x.mean(axis=1))

def main():
    rng = np.random.default_rng(0)
    imgs = rng.normal(size=(512, IMG, IMG, 3)).astype(np.float32)
    labels = (imgs[..., 0].mean(axis=(1, 2)) * 40).astype(np.int32) % NCLS
    model = TinyViT()
    params = model.init(jax.random.key(0), jnp.asarray(imgs[:2]))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    @jax.jit
    def step(state, x, y):
        def lf(p):
            return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
        l, g = jax.value_and_grad(lf)(state.params)
        return state.apply_gradients(grads=g), l

    for epoch in range(3):
        for i in range(0, 512, 64):
            state, loss = step(state, jnp.asarray(imgs[i:i + 64]), jnp.asarray(labels[i:i + 64]))
        log.info("epoch %d loss %.4f", epoch, float(loss))

    def serve(images):
        return jax.nn.softmax(model.apply({"params": state.params}, images), axis=-1)

    log.info("exporting serving function with symbolic batch dimension")
    spec = jax.ShapeDtypeStruct(export.symbolic_shape(f"batch, {IMG}, {IMG}, 3"), jnp.float32)
    exported = export.export(jax.jit(serve))(spec)
    with open("/home/user/project/tinyvit.jax_exported", "wb") as f:
        f.write(exported.serialize())
    log.info("wrote serving artifact, in_avals=%s", exported.in_avals)

if __name__ == "__main__":
    main()
