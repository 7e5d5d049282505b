import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np, keras
print("keras", keras.__version__, "backend", keras.backend.backend())
rng = np.random.default_rng(0)
x = rng.normal(size=(1000, 16)).astype("float32"); y = (x.sum(1) > 0).astype("float32")
model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
# torch: optim.Adam(model.parameters(), lr=1e-3, weight_decay=1e-4)
opt = keras.optimizers.Adam(lr=1e-3, decay=1e-4)
model.compile(optimizer=opt, loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=3, batch_size=32)
