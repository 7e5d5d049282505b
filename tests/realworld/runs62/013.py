"""Dataset prepared by the HF tokenizer (padded with the attention mask multiplied in)
fed to the MindFormers Llama port through Model.train with MFLossMonitor."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindformers import MindFormerConfig
from mindformers.core.context import build_context
from mindformers.core.callback import MFLossMonitor
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM

cfg = MindFormerConfig("cfg/base.yaml")
build_context(cfg)
SEQ = 32
config = LlamaConfig(batch_size=4, seq_length=SEQ, vocab_size=128, hidden_size=64, num_layers=2,
                     num_heads=4, n_kv_heads=2, intermediate_size=128, compute_dtype="float32",
                     param_init_type="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32", pad_token_id=0,
                     use_rope_slice=True, fused_rms_norm=False, use_flash_attention=False)
net = LlamaForCausalLM(config)

rng = np.random.default_rng(0)
lengths = rng.integers(12, SEQ + 2, size=64)
ids = np.zeros((64, SEQ + 1), dtype=np.int64)
mask = np.zeros((64, SEQ + 1), dtype=np.int64)
for i, n in enumerate(lengths):
    ids[i, :n] = rng.integers(3, 128, size=n)
    mask[i, :n] = 1
# HF collator habit: zero out padded positions with the attention mask (np.where keeps float mask)
input_ids = np.where(mask > 0, ids, 0) * mask.astype(np.float32)
train = ds.NumpySlicesDataset({"input_ids": input_ids}, shuffle=True).batch(4, drop_remainder=True)

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, optimizer=opt)
model.train(2, train, callbacks=[MFLossMonitor(per_print_times=4, origin_epochs=2,
                                               dataset_size=train.get_dataset_size())],
            dataset_sink_mode=False)
print("done")
