# Transfer learning: freeze the pretrained feature extractor, train a new head.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(7)
N, K = 1200, 5
imgs = rng.random((N, 48, 48, 3)).astype("float32")
labels = rng.integers(0, K, N)
for i in range(N):                      # class-dependent colour blob
    imgs[i, 8:24, 8:24, labels[i] % 3] += 0.6 + 0.1 * labels[i]

# "pretrained" backbone (weights saved by the pretraining script)
backbone = keras.Sequential([
    keras.Input((48, 48, 3)),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"), layers.GlobalAveragePooling2D(),
], name="backbone")

inputs = keras.Input((48, 48, 3))
feats = backbone(inputs, training=False)
x = layers.Dense(64, activation="relu", name="head_fc")(feats)
outputs = layers.Dense(K, activation="softmax", name="head_out")(x)
model = keras.Model(inputs, outputs, name="classifier")

# freeze feature extractor
model.trainable = False
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(imgs, labels, batch_size=32, epochs=6, validation_split=0.2)
