"""Batch inference for the plant-disease classifier: rebuild the MobileNetV2 transfer model, load the fine-tuned
weights file produced by the training job, score a folder of images.
(The training part below is the nightly fine-tune job, run here first so the weights file exists.)"""
import json
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(14)
WORK = "/home/user/project/plant014"
os.makedirs(WORK, exist_ok=True)

def build_model(num_classes):
    base = keras.applications.MobileNetV2(input_shape=(64, 64, 3), alpha=0.35, include_top=False, weights=None)
    base.trainable = False
    inputs = keras.Input(shape=(64, 64, 3))
    x = keras.applications.mobilenet_v2.preprocess_input(inputs)
    x = base(x, training=False)
    x = layers.GlobalAveragePooling2D()(x)
    x = layers.Dropout(0.2)(x)
    outputs = layers.Dense(num_classes, activation="softmax", name="classifier")(x)
    return keras.Model(inputs, outputs, name="plant_disease")

# ---- nightly fine-tune job (labels as of last night) ----
classes_v1 = ["healthy", "rust", "scab", "mildew", "blight"]
json.dump(classes_v1, open(f"{WORK}/classes.json", "w"))
rng = np.random.default_rng(14)
x = rng.uniform(0, 255, (160, 64, 64, 3)).astype("float32")
y = rng.integers(0, len(classes_v1), 160)
model = build_model(len(classes_v1))
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=1, verbose=2)
model.save_weights(f"{WORK}/plant_disease.weights.h5")
print("saved", f"{WORK}/plant_disease.weights.h5")

# ---- labelling team adds a class to classes.json during the day ----
json.dump(classes_v1 + ["leaf_spot"], open(f"{WORK}/classes.json", "w"))

# ---- inference service ----
classes = json.load(open(f"{WORK}/classes.json"))
print("classes:", classes)
serving_model = build_model(num_classes=len(classes))
serving_model.load_weights(f"{WORK}/plant_disease.weights.h5")
batch = rng.uniform(0, 255, (8, 64, 64, 3)).astype("float32")
probs = serving_model.predict(batch, verbose=0)
print([classes[i] for i in probs.argmax(-1)])
