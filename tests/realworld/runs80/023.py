# Keras 3 (JAX backend) small CNN on an image folder manifest (labels.csv: filename,label)
import os
os.environ["KERAS_BACKEND"] = "jax"
import csv, io
import numpy as np
import keras

MANIFEST = "filename,label\n" + "\n".join(
    f"img_{i:04d}.png,{['cat', 'dog', 'horse'][i % 3]}" for i in range(600))

rows = list(csv.DictReader(io.StringIO(MANIFEST)))
rng = np.random.default_rng(0)
x = rng.random((len(rows), 32, 32, 3), dtype=np.float32)   # decoded images
y = np.array([r["label"] for r in rows])                      # torch ImageFolder gave class ids here
print("x", x.shape, x.dtype, "y", y.shape, y.dtype, y[:5])

model = keras.Sequential([
    keras.Input((32, 32, 3)),
    keras.layers.Conv2D(16, 3, activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(3, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
print("keras", keras.__version__, "backend", keras.backend.backend())
model.fit(x, y, batch_size=32, epochs=3, validation_split=0.1)
