"""Fine-tune a pretrained flower classifier (5 classes) on a new 3-class dataset, starting from its saved weights."""
import os
import numpy as np
import keras
from keras import layers

os.makedirs("/home/user/project/ckpt", exist_ok=True)

def make_model(num_classes):
    inp = keras.Input((64, 64, 3))
    x = layers.Rescaling(1 / 255.0)(inp)
    x = layers.Conv2D(16, 3, activation="relu", name="conv1")(x)
    x = layers.MaxPooling2D()(x)
    x = layers.Conv2D(32, 3, activation="relu", name="conv2")(x)
    x = layers.GlobalAveragePooling2D()(x)
    x = layers.Dense(64, activation="relu", name="fc")(x)
    out = layers.Dense(num_classes, activation="softmax", name="head")(x)
    return keras.Model(inp, out)

# --- stage 1 (already done earlier in the project): pretrain on 5 classes
pre = make_model(5)
pre.compile("adam", "sparse_categorical_crossentropy")
pre.fit(np.random.randint(0, 255, (64, 64, 64, 3)).astype("float32"), np.random.randint(0, 5, 64), epochs=1, verbose=2)
pre.save_weights("/home/user/project/ckpt/flowers5.weights.h5")

# --- stage 2: new task
model = make_model(3)
model.load_weights("/home/user/project/ckpt/flowers5.weights.h5")
model.compile(keras.optimizers.Adam(1e-4), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(np.random.randint(0, 255, (96, 64, 64, 3)).astype("float32"), np.random.randint(0, 3, 96), epochs=2, verbose=2)
