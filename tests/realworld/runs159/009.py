"""Tiny PointPillars-style BEV occupancy classifier (port of the OpenPCDet
PillarVFE + PointPillarScatter + 2D backbone), trained on synthetic scenes."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CFG = {
    "VOXEL_SIZE": [0.5, 0.5],
    "GRID_SIZE": [48, 48],
    "MAX_PILLARS": 256,
    "MAX_POINTS_PER_PILLAR": 16,
    "VFE": {"NUM_FILTERS": [64]},
    "MAP_TO_BEV": {"NUM_BEV_FEATURES": 32},   # copied from pointpillar.yaml
    "NUM_CLASSES": 3,
}
print(CFG)
rng = np.random.default_rng(2)


def make_scene(label):
    """Return (pillar points [P, N, 4], pillar coords [P, 2] as (iy, ix))."""
    P, N = CFG["MAX_PILLARS"], CFG["MAX_POINTS_PER_PILLAR"]
    H, W = CFG["GRID_SIZE"]
    cy, cx = rng.integers(8, H - 8), rng.integers(8, W - 8)
    size = 3 + 3 * label
    coords = np.stack([rng.integers(cy - size, cy + size, P), rng.integers(cx - size, cx + size, P)], -1)
    coords = np.clip(coords, 0, [H - 1, W - 1])
    pts = rng.normal(0, 0.2, (P, N, 4)).astype("float32")
    pts[..., 2] += 0.5 * label           # taller objects for bigger classes
    return pts, coords.astype("int32")


n = 512
labels = rng.integers(0, CFG["NUM_CLASSES"], n)
scenes = [make_scene(l) for l in labels]
points = np.stack([s[0] for s in scenes])
coords = np.stack([s[1] for s in scenes])
ds = tf.data.Dataset.from_tensor_slices(((points, coords), labels)).shuffle(512).batch(8)


class PillarVFE(layers.Layer):
    def __init__(self, filters, **kw):
        super().__init__(**kw)
        self.linear = layers.Dense(filters, use_bias=False)
        self.norm = layers.BatchNormalization(epsilon=1e-3, momentum=0.99)

    def call(self, pts, training=False):
        x = tf.nn.relu(self.norm(self.linear(pts), training=training))
        return tf.reduce_max(x, axis=2)                          # [B, P, C]


class PointPillarScatter(layers.Layer):
    def __init__(self, num_bev_features, grid_size, **kw):
        super().__init__(**kw)
        self.c, (self.h, self.w) = num_bev_features, grid_size

    def call(self, pillar_features, coords):
        b = tf.shape(pillar_features)[0]
        p = tf.shape(pillar_features)[1]
        batch_idx = tf.repeat(tf.range(b), p)[:, None]
        idx = tf.concat([batch_idx, tf.reshape(coords, (-1, 2))], axis=-1)     # [B*P, 3]
        canvas = tf.zeros((b, self.h, self.w, self.c), pillar_features.dtype)
        feats = tf.reshape(pillar_features, (-1, pillar_features.shape[-1]))   # [B*P, C]
        # spatial_feature[:, :, coords[:, 1], coords[:, 2]] = pillars  (torch)
        return tf.tensor_scatter_nd_update(canvas, idx, feats)


class PointPillarsCls(keras.Model):
    def __init__(self, cfg, **kw):
        super().__init__(**kw)
        self.vfe = PillarVFE(cfg["VFE"]["NUM_FILTERS"][-1])
        self.scatter = PointPillarScatter(cfg["MAP_TO_BEV"]["NUM_BEV_FEATURES"], cfg["GRID_SIZE"])
        self.backbone = keras.Sequential([
            layers.Conv2D(64, 3, 2, padding="same", activation="relu"),
            layers.Conv2D(128, 3, 2, padding="same", activation="relu"),
            layers.GlobalMaxPooling2D()])
        self.head = layers.Dense(cfg["NUM_CLASSES"])

    def call(self, inputs, training=False):
        pts, crd = inputs
        bev = self.scatter(self.vfe(pts, training=training), crd)
        return self.head(self.backbone(bev))


model = PointPillarsCls(CFG)
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)
