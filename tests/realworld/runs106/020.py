"""Load a converted HF checkpoint (numpy dict, torch names) into the Keras 3 re-implementation of a
2-layer mini-BERT classifier, then evaluate on the dev set."""
import os, re
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(20)
V, H, L, FF, NC, MAXLEN = 1000, 64, 2, 128, 2, 32
CKPT = "/home/user/project"
os.makedirs(os.path.dirname(CKPT), exist_ok=True)

# ---- build the Keras model with "readable" layer names ----
ids = keras.Input((MAXLEN,), dtype="int32", name="input_ids")
h = layers.Embedding(V, H, name="word_embeddings")(ids)
h = h + layers.Embedding(MAXLEN, H, name="position_embeddings")(tf.range(MAXLEN))
h = layers.LayerNormalization(epsilon=1e-12, name="emb_ln")(h)
for i in range(L):
    a = layers.MultiHeadAttention(4, H // 4, name=f"layer_{i}_attention")(h, h)
    h = layers.LayerNormalization(epsilon=1e-12, name=f"layer_{i}_attn_ln")(h + a)
    f = layers.Dense(FF, activation="gelu", name=f"layer_{i}_intermediate")(h)
    h = layers.LayerNormalization(epsilon=1e-12, name=f"layer_{i}_out_ln")(h + layers.Dense(H, name=f"layer_{i}_output")(f))
logits = layers.Dense(NC, name="classifier")(h[:, 0])
model = keras.Model(ids, logits, name="minibert")
print("keras model:", len(model.weights), "weights")

# ---- converted checkpoint (produced by convert_hf_to_npz.py from pytorch_model.bin) ----
if not os.path.exists(CKPT):
    sd = {"bert.embeddings.word_embeddings.weight": rng.normal(0, .02, (V, H)),
          "bert.embeddings.position_embeddings.weight": rng.normal(0, .02, (MAXLEN, H)),
          "bert.embeddings.LayerNorm.weight": np.ones(H), "bert.embeddings.LayerNorm.bias": np.zeros(H)}
    for i in range(L):
        p = f"bert.encoder.layer.{i}."
        sd[p + "intermediate.dense.weight"] = rng.normal(0, .02, (FF, H)); sd[p + "intermediate.dense.bias"] = np.zeros(FF)
        sd[p + "output.dense.weight"] = rng.normal(0, .02, (H, FF)); sd[p + "output.dense.bias"] = np.zeros(H)
    sd["classifier.weight"] = rng.normal(0, .02, (NC, H)); sd["classifier.bias"] = np.zeros(NC)
    np.savez(CKPT, **{k: v.astype("float32") for k, v in sd.items()})

state = dict(np.load(CKPT))
print(f"checkpoint {CKPT}: {len(state)} tensors")

def keras_layer_name(torch_name):
    # bert.embeddings.word_embeddings.weight -> embeddings_word_embeddings
    name = torch_name.removeprefix("bert.").rsplit(".", 1)[0]
    return name.replace(".", "_")

loaded = 0
for tname in sorted(state):
    if not tname.endswith(".weight"):
        continue
    layer = model.get_layer(keras_layer_name(tname))
    w = state[tname]
    bias = state.get(tname[:-len("weight")] + "bias")
    if isinstance(layer, layers.Dense):
        layer.set_weights([w.T, bias])
    else:
        layer.set_weights([w] if bias is None else [w, bias])
    loaded += 1
    print(f"  loaded {tname} -> {layer.name} {w.shape}")
print(f"loaded {loaded} tensors")
dev = rng.integers(0, V, (64, MAXLEN)); print("dev logits mean:", float(model.predict(dev, verbose=0).mean()))
