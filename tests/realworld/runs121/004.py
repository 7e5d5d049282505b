"""Keras re-implementation of a small HF-style BERT feed-forward block, hyper-parameters read from config.json."""
import json, os
import numpy as np
import keras

cfg = {"hidden_size": 64, "intermediate_size": 256, "hidden_act": "gelu_new",
       "num_labels": 3, "vocab_size": 500, "max_position_embeddings": 64,
       "hidden_dropout_prob": 0.1, "layer_norm_eps": 1e-12}
os.makedirs("/home/user/project/tiny_bert", exist_ok=True)
with open("/home/user/project/tiny_bert/config.json", "w") as f:
    json.dump(cfg, f)
with open("/home/user/project/tiny_bert/config.json") as f:
    config = json.load(f)
print("loaded config:", config)

def build(config):
    ids = keras.Input((config["max_position_embeddings"],), dtype="int32")
    h = keras.layers.Embedding(config["vocab_size"], config["hidden_size"])(ids)
    ff = keras.layers.Dense(config["intermediate_size"], activation=config["hidden_act"])(h)
    ff = keras.layers.Dense(config["hidden_size"])(ff)
    h = keras.layers.LayerNormalization(epsilon=config["layer_norm_eps"])(h + ff)
    h = keras.layers.GlobalAveragePooling1D()(h)
    return keras.Model(ids, keras.layers.Dense(config["num_labels"])(h))

model = build(config)
x = np.random.randint(0, 500, size=(128, 64))
y = np.random.randint(0, 3, size=(128,))
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x, y, epochs=1)
