# Fine-tune: warm-start encoder from the pretraining run's checkpoint
import numpy as np, tensorflow as tf, keras
from keras import layers

def build_encoder(hidden):
    inp = keras.Input((32,))
    h = layers.Dense(hidden, activation="relu", name="enc_fc1")(inp)
    h = layers.Dense(hidden, activation="relu", name="enc_fc2")(h)
    out = layers.Dense(4, name="head")(h)
    return keras.Model(inp, out)

rng = np.random.default_rng(1)
x = rng.normal(size=(1024, 32)).astype("float32"); y = rng.integers(0, 4, 1024)

# pretraining run (hidden_size=128 in its config)
pre = build_encoder(128)
pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
pre.fit(x, y, epochs=1, batch_size=64, verbose=2)
pre.save_weights("pretrain.weights.h5")
print("saved pretrain.weights.h5")

# fine-tuning run (config default hidden_size=256)
cfg = {"hidden_size": 256, "lr": 1e-4}
model = build_encoder(cfg["hidden_size"])
model.load_weights("pretrain.weights.h5")
print("loaded pretrained weights")
model.compile(keras.optimizers.Adam(cfg["lr"]), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x, y, epochs=2, batch_size=64, verbose=2)
