# Hugging Face style training config ported to Keras
import numpy as np
import keras

config = {"learning_rate": 3e-4, "weight_decay": 0.01, "batch_size": 32, "epochs": 3}

rng = np.random.default_rng(0)
X = rng.integers(0, 500, size=(1024, 24))
y = rng.integers(0, 2, size=(1024,))

model = keras.Sequential([
    keras.Input((24,), dtype="int32"),
    keras.layers.Embedding(500, 32),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(2),
])
print("config:", config)
optimizer = keras.optimizers.AdamW(lr=config["learning_rate"], weight_decay=config["weight_decay"])
model.compile(optimizer, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, batch_size=config["batch_size"], epochs=config["epochs"])
