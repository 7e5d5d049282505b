"""Single-object detector: CNN backbone + box regression head + class head (Keras 3 functional, two outputs).

Loss weighting copied from the PyTorch trainer: loss = 1.0 * smooth_l1(bbox) + 0.5 * ce(cls).
Targets are kept in the torchvision detection format: {"boxes": ..., "labels": ...}.
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(1)
N, S, NUM_CLASSES = 256, 64, 3

images = np.random.rand(N, S, S, 3).astype("float32")
boxes = np.sort(np.random.rand(N, 4).astype("float32"), axis=1)  # normalised x1,y1,x2,y2
labels = np.random.randint(0, NUM_CLASSES, N)

inp = keras.Input((S, S, 3), name="image")
x = layers.Conv2D(16, 3, strides=2, activation="relu")(inp)
x = layers.Conv2D(32, 3, strides=2, activation="relu")(x)
x = layers.Conv2D(64, 3, strides=2, activation="relu")(x)
x = layers.GlobalAveragePooling2D()(x)
feat = layers.Dense(128, activation="relu")(x)
box_out = layers.Dense(4, activation="sigmoid", name="box_head")(feat)
cls_out = layers.Dense(NUM_CLASSES, name="cls_head")(feat)
model = keras.Model(inp, {"box_head": box_out, "cls_head": cls_out}, name="detector")

LOSS_CFG = {
    "box_head": keras.losses.Huber(delta=1.0),
    "cls_head": keras.losses.SparseCategoricalCrossentropy(from_logits=True),
}
LOSS_WEIGHTS = {"box_head": 1.0, "cls_head": 0.5}

model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=LOSS_CFG, loss_weights=LOSS_WEIGHTS,
              metrics={"cls_head": ["accuracy"]})

ds = tf.data.Dataset.from_tensor_slices((images, {"boxes": boxes, "labels": labels})).batch(32)
model.fit(ds, epochs=3)
