# per-sample random augmentation chosen with lax.switch
import jax, jax.numpy as jnp
import numpy as np

def identity(img):
    return img
def flip(img):
    return img[:, ::-1, :]
def posterize(img):
    return (jnp.floor(img * 255.0) // 64 * 64).astype(jnp.uint8)   # copied from PIL-style op
def brightness(img):
    return jnp.clip(img * 1.2, 0.0, 1.0)

@jax.jit
def augment(key, img):
    idx = jax.random.randint(key, (), 0, 4)
    return jax.lax.switch(idx, [identity, flip, posterize, brightness], img)

imgs = jnp.asarray(np.random.rand(8, 32, 32, 3).astype(np.float32))
keys = jax.random.split(jax.random.PRNGKey(0), 8)
out = jax.vmap(augment)(keys, imgs)
print(out.shape, out.dtype)
