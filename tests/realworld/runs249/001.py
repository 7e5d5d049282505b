# Fine-tune a small MLP classifier from a pretrained checkpoint (ported from a PyTorch recipe).
import numpy as np
import keras
from keras import layers

def build_model(hidden, num_classes=10):
    inp = keras.Input((64,))
    h = layers.Dense(hidden, activation="gelu", name="fc1")(inp)
    h = layers.Dropout(0.1)(h)
    h = layers.Dense(hidden, activation="gelu", name="fc2")(h)
    out = layers.Dense(num_classes, name="head")(h)
    return keras.Model(inp, out, name="mlp")

rng = np.random.default_rng(1)
x = rng.normal(size=(2048, 64)).astype("float32")
y = rng.integers(0, 10, size=(2048,))

# --- pretraining stage (config: hidden_size=256) ---
pre = build_model(256)
pre.compile(optimizer=keras.optimizers.Adam(1e-3),
            loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
            metrics=["accuracy"])
pre.fit(x, y, batch_size=128, epochs=2, verbose=2)
pre.save_weights("pretrained_mlp.weights.h5")
print("saved pretrained_mlp.weights.h5")

# --- fine-tuning stage (config: hidden_size=512) ---
cfg = {"hidden_size": 512, "lr": 3e-4, "epochs": 2}
model = build_model(cfg["hidden_size"])
model.summary()
model.load_weights("pretrained_mlp.weights.h5")
model.compile(optimizer=keras.optimizers.Adam(cfg["lr"]),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, batch_size=128, epochs=cfg["epochs"], verbose=2)
