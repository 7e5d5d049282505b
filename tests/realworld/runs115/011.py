"""YOLO-style single-scale detection head on a small backbone (anchors per cell from config)."""
import numpy as np
import keras
from keras import layers

CFG = {"img_size": 128, "stride": 16, "num_classes": 3,
       "anchors": [[10, 13], [16, 30], [33, 23]]}          # 3 anchors per grid cell
G = CFG["img_size"] // CFG["stride"]
A = len(CFG["anchors"])
C = CFG["num_classes"]

def backbone(x):
    for f in (16, 32, 64, 128):
        x = layers.Conv2D(f, 3, strides=2, padding="same", activation="relu")(x)
    return x                                                   # (G, G, 128)

inp = keras.Input((CFG["img_size"], CFG["img_size"], 3))
feat = backbone(inp)
# head predicts (tx, ty, tw, th, obj, classes) for every anchor; ported from torch: view(B, A, 5+C, G, G)
raw = layers.Conv2D(A * (4 + C), 1, name="det_head")(feat)
pred = layers.Reshape((G * G * A, 5 + C), name="det_reshape")(raw)
model = keras.Model(inp, pred, name="tiny_yolo")
model.summary()

rng = np.random.default_rng(0)
imgs = rng.uniform(size=(64, 128, 128, 3)).astype("float32")
targets = rng.uniform(size=(64, G * G * A, 5 + C)).astype("float32")
model.compile("adam", "mse")
model.fit(imgs, targets, batch_size=16, epochs=2)
