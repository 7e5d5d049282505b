"""CPU dry run of the Llama fine-tune before submitting to the Ascend pool.
Everything comes from the run YAML; model weights random (no checkpoint_name_or_path)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindformers import MindFormerConfig, build_context
from mindformers.models import build_network
from mindformers.core.callback import build_callback

cfg = MindFormerConfig("cfg/run_004.yaml")
build_context(cfg)
net = build_network(cfg.model)
rng = np.random.default_rng(0)
# synthetic "counting" corpus for the dry run: each row is start, start+1, ... (mod vocab)
starts = rng.integers(0, 128, size=(64, 1))
ids = ((starts + np.arange(cfg.model.model_config.seq_length + 1)) % 128).astype(np.int32)
train = ds.NumpySlicesDataset({"input_ids": ids}, shuffle=True).batch(cfg.runner_config.batch_size, drop_remainder=True)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
cbs = [build_callback(c, default_args={"origin_epochs": cfg.runner_config.epochs,
                                       "dataset_size": train.get_dataset_size()}) for c in cfg.callbacks]
ms.Model(net, optimizer=opt).train(cfg.runner_config.epochs, train, callbacks=cbs, dataset_sink_mode=False)
print("dry run finished")
