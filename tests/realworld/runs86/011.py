# Train a small regressor with a Lambda layer (torch forward had `x = x / 255. - 0.5`), save and reload for serving.
import numpy as np
import keras
from keras import layers

x = np.random.randint(0, 256, size=(1000, 16)).astype("float32")
y = (x.mean(axis=1, keepdims=True) / 255.0).astype("float32")

model = keras.Sequential([
    keras.Input((16,)),
    layers.Lambda(lambda t: t / 255.0 - 0.5, name="scale"),
    layers.Dense(32, activation="relu"),
    layers.Dense(1),
])
model.compile("adam", "mse")
model.fit(x, y, epochs=3, batch_size=64, verbose=2)
model.save("regressor.keras")
print("saved regressor.keras")

# --- serving side ---
served = keras.models.load_model("regressor.keras")
print(served.predict(x[:4]))
