"""Activity recognition (accelerometer windows) - Keras port of our PyTorch trainer.
The torch version ran `model.to(torch.bfloat16)` to halve memory; we do the same
with a global bfloat16 dtype policy."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(0)
keras.config.set_dtype_policy("bfloat16")   # torch: model.to(torch.bfloat16)
print("dtype policy:", keras.config.dtype_policy().name)

NUM_CLASSES, WIN, CH = 6, 128, 3
rng = np.random.default_rng(0)

def make_split(n):
    y = rng.integers(0, NUM_CLASSES, n)
    t = np.linspace(0, 4 * np.pi, WIN)
    freq = 0.5 + 0.35 * y[:, None, None]
    phase = rng.uniform(0, 2 * np.pi, (n, 1, CH))
    x = np.sin(freq * t[None, :, None] + phase) * (1 + 0.2 * y[:, None, None])
    x += rng.normal(0, 0.3, x.shape)
    return x.astype("float32"), y

x_train, y_train = make_split(4800)
x_val, y_val = make_split(960)
print("train", x_train.shape, "val", x_val.shape)

model = keras.Sequential([
    keras.Input((WIN, CH)),
    layers.Conv1D(32, 7, padding="same", activation="relu"),
    layers.MaxPooling1D(2),
    layers.Conv1D(64, 5, padding="same", activation="relu"),
    layers.GlobalAveragePooling1D(),
    layers.Dense(64, activation="relu"),
    layers.Dense(NUM_CLASSES),
], name="har_cnn")
model.summary()
print("kernel dtype:", model.layers[0].kernel.dtype)

model.compile(
    optimizer=keras.optimizers.Adam(learning_rate=1e-4),
    loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=["accuracy"],
)
history = model.fit(x_train, y_train, batch_size=64, epochs=6,
                    validation_data=(x_val, y_val), verbose=1)
print("final:", {k: round(float(v[-1]), 4) for k, v in history.history.items()})
