"""ViT-tiny fine-tuning entry point, laid out like the big_vision / scenic configs (ml_collections ConfigDict)."""
import logging
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from ml_collections import config_dict

logging.basicConfig(level=logging.INFO, force=True)
logging.info("JAX devices: %s", jax.devices())

def get_config():
    c = config_dict.ConfigDict()
    c.model = config_dict.ConfigDict(dict(patch=4, width=96, depth=4, heads=3, num_classes=10))
    c.batch_size = 128
    c.lr = 1e-3
    c.total_steps = 200
    c.workdir = "/home/user/project/013_work"
    return c

class PatchEmbed(nn.Module):
    patch: int
    width: int
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(self.width, (self.patch, self.patch), strides=self.patch)(x)
        return x.reshape(x.shape[0], -1, self.width)

def main():
    cfg = get_config()
    logging.info("config:\n%s", cfg)
    x = jnp.zeros((2, 32, 32, 3))
    emb = PatchEmbed(cfg.model.patch, cfg.model.width)
    params = emb.init(jax.random.key(0), x)
    logging.info("patch tokens: %s", emb.apply(params, x).shape)

if __name__ == "__main__":
    main()
