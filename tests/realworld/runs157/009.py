"""Mini BERT encoder for intent classification, ported from a HF BertConfig-driven PyTorch model to flax.linen."""
import json, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(format="%(asctime)s - %(levelname)s - %(name)s - %(message)s", level=logging.INFO)
logger = logging.getLogger("intent_bert")

CONFIG = json.loads("""{
  "vocab_size": 3000, "hidden_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
  "intermediate_size": 512, "max_position_embeddings": 64, "hidden_dropout_prob": 0.1,
  "layer_norm_eps": 1e-12, "num_labels": 7
}""")

class Layer(nn.Module):
    cfg: dict
    @nn.compact
    def __call__(self, h, mask, train):
        c = self.cfg
        a = nn.MultiHeadDotProductAttention(num_heads=c["num_attention_heads"], dropout_rate=c["hidden_dropout_prob"],
                                            deterministic=not train)(h, h, mask=mask)
        h = nn.LayerNorm(eps=c["layer_norm_eps"])(h + a)
        f = nn.Dense(c["hidden_size"])(nn.gelu(nn.Dense(c["intermediate_size"])(h)))
        f = nn.Dropout(c["hidden_dropout_prob"], deterministic=not train)(f)
        return nn.LayerNorm(eps=c["layer_norm_eps"])(h + f)

class BertForIntent(nn.Module):
    cfg: dict
    @nn.compact
    def __call__(self, input_ids, attention_mask, train=False):
        c = self.cfg
        pos = jnp.arange(input_ids.shape[1])[None]
        h = nn.Embed(c["vocab_size"], c["hidden_size"])(input_ids) + nn.Embed(c["max_position_embeddings"], c["hidden_size"])(pos)
        h = nn.LayerNorm(eps=c["layer_norm_eps"])(h)
        mask = nn.make_attention_mask(attention_mask, attention_mask)
        for _ in range(c["num_hidden_layers"]):
            h = Layer(c)(h, mask, train)
        return nn.Dense(c["num_labels"])(jnp.tanh(nn.Dense(c["hidden_size"])(h[:, 0])))

def main():
    logger.info("Model config %s", CONFIG)
    rng = np.random.default_rng(0)
    ids = rng.integers(5, CONFIG["vocab_size"], size=(512, 32)).astype(np.int32)
    lens = rng.integers(8, 33, size=512)
    am = (np.arange(32)[None] < lens[:, None]).astype(np.int32)
    ids = ids * am
    labels = rng.integers(0, CONFIG["num_labels"], size=512).astype(np.int32)
    model = BertForIntent(CONFIG)
    logger.info("Initializing parameters")
    params = model.init(jax.random.key(0), jnp.asarray(ids[:2]), jnp.asarray(am[:2]))["params"]
    n = sum(x.size for x in jax.tree_util.tree_leaves(params))
    logger.info("***** Running training ***** num params = %d", n)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(5e-5))
    logger.info("num examples = %d", len(ids))

if __name__ == "__main__":
    main()
